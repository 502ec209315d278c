#!/bin/sh
# Inside a multi-node guest (scripts/numa-vm): every NUMA strategy with every join algorithm,
# on all of the guest's nodes, with and without node merging, gives the interpreter's answer on
# fk_sum, star and star_groups; on 1 … N − 1 nodes too (fk_sum and star_groups), and with
# `--numa auto --nodes auto` (small sizes: the guest's CPUs are emulated). A strategy that
# jitjoin refuses for a plan (exit 2, naming the strategy and the fix) is listed as refused.
# Every run's join structures must be bound and at least 95 % of their sampled pages (asked of
# the kernel with move_pages) on the nodes the plan meant them for.
# Prints one line per run and exits 1 if any answer differs or a run fails otherwise.
set -u
nodes=$(ls -d /sys/devices/system/node/node[0-9]* | wc -l)
echo "guest: $nodes NUMA node(s), $(nproc) CPU(s), transparent huge pages $(cat /sys/kernel/mm/transparent_hugepage/enabled), NUMA balancing $(cat /proc/sys/kernel/numa_balancing)"
jitjoin explain 2>&1 | grep "NUMA node" | sed 's/^ *//'
[ "$nodes" -ge 2 ] || { echo "FAIL: the guest has $nodes node(s)"; exit 1; }

fail=0 runs=0 refused=0
# The answer: what is left when the lines saying how it ran are dropped.
answer() {
    grep -v -E '^(plan|engine|join|numa|time) |^  '
}
# Every structure jitjoin placed (its "placed" lines, pages asked of the kernel with
# move_pages) was bound, and at least 95 % of its pages are on the nodes it was meant for;
# memory interleaved over several nodes (a merged node, `local`'s shared structures) has on
# each of them at least half its even share once it has four pages per node.
placement() {
    printf '%s\n' "$1" | grep "placed " | awk '
        /binding REFUSED/ { bad = 1; next }
        / pages there \(/ {
            share = $0; sub(/.* pages there \(/, "", share); sub(/%.*/, "", share)
            if (share + 0 < 95) bad = 1
            seen++
            if ($0 ~ /; per node /) {
                list = $0; sub(/.*; per node /, "", list); sub(/\).*/, "", list)
                k = split(list, each, ", ")
                total = 0; least = -1
                for (i = 1; i <= k; i++) {
                    c = each[i]; sub(/.*: /, "", c); c += 0
                    total += c
                    if (least < 0 || c < least) least = c
                }
                if (total >= 4 * k && least < total / k / 2) { bad = 1; print "uneven: " $0 > "/dev/stderr" }
            }
        }
        END { exit bad || seen == 0 }'
}
# Runs on the workers of nodes $on (all of them when empty), merging nodes as $merges says.
on="" merges="off auto"
check() { # name, plan args…
    name="$1"; shift
    want=$(jitjoin run "$@" --engine interp 2>&1 | answer)
    at=""
    [ -n "$on" ] && at="--nodes $on"
    for numa in local replicate-fine replicate-coarse psn rr; do
        for alg in hash radix vector; do
            for merge in $merges; do
                [ "$merge" = auto ] && [ "$nodes" -lt 4 ] && continue
                runs=$((runs + 1))
                # $at is two words or none.
                # shellcheck disable=SC2086
                out=$(jitjoin run "$@" --numa "$numa" --algorithm "$alg" --merge-nodes "$merge" $at 2>&1)
                status=$?
                got=$(printf '%s\n' "$out" | answer)
                if [ "$status" -eq 2 ] && printf '%s' "$out" | grep -q "^error: --numa $numa"; then
                    refused=$((refused + 1))
                    echo "refused $name --numa $numa --algorithm $alg --merge-nodes $merge $at: $(printf '%s' "$out" | head -n 1 | cut -c 8-)"
                elif [ "$status" -ne 0 ]; then
                    fail=$((fail + 1))
                    echo "FAIL $name --numa $numa --algorithm $alg --merge-nodes $merge $at: exit $status"
                    printf '%s\n' "$out" | sed 's/^/    /' | head -n 8
                elif [ "$got" != "$want" ]; then
                    fail=$((fail + 1))
                    echo "FAIL $name --numa $numa --algorithm $alg --merge-nodes $merge $at: answer differs"
                    printf 'interpreter:\n%s\njit:\n%s\n' "$want" "$got" | sed 's/^/    /' | head -n 20
                elif ! placement "$out"; then
                    fail=$((fail + 1))
                    echo "FAIL $name --numa $numa --algorithm $alg --merge-nodes $merge $at: placement"
                    printf '%s\n' "$out" | grep "placed " | sed 's/^ */    /'
                else
                    echo "ok   $name --numa $numa --algorithm $alg --merge-nodes $merge $at"
                    printf '%s\n' "$out" | grep "placed " | sed 's/^ */    /'
                fi
            done
        done
    done
}
check fk_sum --set R.rows=4096 --set S.rows=65536
check star /files/star.jj --set lineorder.rows=65536 --set part.rows=20000
check star_groups /files/star_groups.jj --set lineorder.rows=65536 --set part.rows=20000
# On fewer nodes than the guest has (1 … N − 1): the workers of nodes 0 … k − 1 only.
k=1
while [ "$k" -lt "$nodes" ]; do
    on="0-$((k - 1))" merges="off"
    check fk_sum --set R.rows=4096 --set S.rows=65536
    check star_groups /files/star_groups.jj --set lineorder.rows=65536 --set part.rows=20000
    k=$((k + 1))
done
on="" merges="off auto"
# `--numa auto --nodes auto`: the model picks the strategy and how many nodes (and threads) to
# use for the guest; whatever it picks must give the interpreter's answer
# with its structures where it says.
for q in "fk_sum --set R.rows=4096 --set S.rows=65536" \
         "star /files/star.jj --set lineorder.rows=65536 --set part.rows=20000" \
         "star_groups /files/star_groups.jj --set lineorder.rows=65536 --set part.rows=20000"; do
    # shellcheck disable=SC2086
    set -- $q
    name="$1"; shift
    runs=$((runs + 1))
    want=$(jitjoin run "$@" --engine interp 2>&1 | answer)
    out=$(jitjoin run "$@" --numa auto --nodes auto 2>&1)
    status=$?
    chose=$(printf '%s\n' "$out" | grep -E '^--nodes auto:|^numa ' | head -n 2 | tr '\n' ' ')
    if [ "$status" -eq 0 ] && [ "$(printf '%s\n' "$out" | grep -v '^--nodes auto:' | answer)" = "$want" ] && placement "$out"; then
        echo "ok   $name --numa auto --nodes auto: $chose"
    else
        fail=$((fail + 1))
        echo "FAIL $name --numa auto --nodes auto (exit $status): $chose"
        printf '%s\n' "$out" | head -n 12 | sed 's/^/    /'
    fi
done
# A column of 4 MiB is backed by transparent huge pages (this kernel's default is "always"),
# one of which straddles the boundary of the two first nodes' shares: moving the second share
# used to carry the first share's part of it along (2-79 % of its pages lost, measured).
for numa in local rr; do
    runs=$((runs + 1))
    out=$(jitjoin run --set R.rows=4096 --set S.rows=1048576 --numa "$numa" 2>&1)
    if [ $? -eq 0 ] && placement "$out"; then
        echo "ok   fk_sum with huge pages --numa $numa"
    else
        fail=$((fail + 1))
        echo "FAIL fk_sum with huge pages --numa $numa: placement"
    fi
    printf '%s\n' "$out" | grep "placed rows of S" | sed 's/^ */    /'
done
# `explain` shows, before any run, each structure's nodes, bound on this real kernel.
for numa in local replicate-fine replicate-coarse psn rr; do
    out=$(jitjoin explain /files/star.jj --set lineorder.rows=65536 --set part.rows=20000 --numa "$numa" 2>&1)
    if [ $? -eq 2 ] && printf '%s' "$out" | grep -q "^error: --numa $numa"; then
        echo "refused explain star --numa $numa: $(printf '%s' "$out" | head -n 1 | cut -c 8-)"
        continue
    fi
    section=$(printf '%s\n' "$out" | sed -n '/^numa placement: /,/^plan /p' | grep -v '^plan ')
    if printf '%s\n' "$section" | head -n 1 | grep -q "^numa placement: $numa on $nodes nodes (memory nodes .*to be bound to its nodes" \
        && printf '%s\n' "$section" | grep -q " on node(s) "; then
        echo "ok   explain star --numa $numa"
        printf '%s\n' "$section" | sed 's/^/    /'
    else
        fail=$((fail + 1))
        echo "FAIL explain star --numa $numa: no placement of bound structures"
        printf '%s\n' "$out" | tail -n 20 | sed 's/^/    /'
    fi
done
echo "$runs runs on $nodes nodes: $((runs - fail - refused)) gave the interpreter's answer, $refused refused, $fail failed"
[ "$fail" -eq 0 ]
