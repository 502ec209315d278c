#!/bin/sh
# Inside a multi-node guest (scripts/numa-vm): `jitjoin calibrate` measures the latency from
# every node's cores to every node's memory (an N × N matrix), and `--target host` then plans
# with the measured latencies, not the SLIT: `explain`'s NUMA model says "measured" and
# quotes the matrix's mean local and remote latency.
set -u
nodes=$(ls -d /sys/devices/system/node/node[0-9]* | wc -l)
out=$(jitjoin calibrate 2>&1) || { printf '%s\n' "$out" | tail -n 20; echo "FAIL calibrate"; exit 1; }
matrix=$(printf '%s\n' "$out" | sed -n '/^latency (ns per dependent load/,/^ *nodes *threads/p' | grep -E '^ *node [0-9]+ +[0-9]')
printf '%s\n' "$matrix"
rows=$(printf '%s\n' "$matrix" | wc -l)
cols=$(printf '%s\n' "$matrix" | awk '{ print NF - 2 }' | sort -u)
[ "$rows" -eq "$nodes" ] && [ "$cols" = "$nodes" ] || { echo "FAIL: a $rows-row matrix of $cols column(s) on $nodes nodes"; exit 1; }
# The matrix's mean diagonal and off-diagonal entries, as the model should quote them.
want=$(printf '%s\n' "$matrix" | awk '{ for (j = 3; j <= NF; j++) { if (j - 3 == NR - 1) { l += $j; nl++ } else { r += $j; nr++ } } }
    END { printf "%.0f %.0f", l / nl, r / nr }')
model=$(jitjoin explain 2>&1 | grep '^numa: ')
echo "$model"
got=$(printf '%s\n' "$model" | sed -n 's/.*latency \([0-9]*\) ns local \/ \([0-9]*\) ns remote (measured).*/\1 \2/p')
[ -n "$got" ] || { echo "FAIL: the model does not plan with the measured matrix"; exit 1; }
# The table prints one decimal: the means may differ from the model's by rounding.
printf '%s %s\n' "$want" "$got" | awk '{ d1 = $1 - $3; d2 = $2 - $4; if (d1 < 0) d1 = -d1; if (d2 < 0) d2 = -d2; exit !(d1 <= 1 && d2 <= 1) }' \
    || { echo "FAIL: the matrix's means are $want ns, the model's $got"; exit 1; }
echo "ok   calibrate: a $nodes x $nodes matrix, planned with (local / remote ns: $got)"
