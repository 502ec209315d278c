/* jitjoin_host.c: the reference host for plans that `jitjoin compile` wrote ahead of time.
 *
 *   jitjoin compile PLAN.jj --target T --out DIR        DIR/P.o, DIR/P.h, DIR/P.json
 *   jitjoin gen PLAN.jj --out DATA                      DATA/<table>.csv
 *   cc -O2 -pthread -DJJ_PLAN=P host/jitjoin_host.c DIR/P.o -o P
 *   ./P DIR/P.json DATA [THREADS]                       the results, as `jitjoin run --format json`
 *
 * It holds no join logic. It reads the step list (P.json), loads the tables it names from CSV,
 * allocates and initialises the buffers it lists, and runs its steps in order, each on every
 * thread before the next: range checks, radix partitions (histogram, prefix sums, scatter,
 * flush), builds, the probe. Then it merges the threads' pipeline states as the step list's
 * `output` says. The kernels are called through the table the object exports,
 * jj_<P>_kernels, in the step list's numbering. What every word means is documented in
 * jitjoin's compiler/src/steps.rs and compiler/src/abi/.
 *
 * Exit status: 0 with the results on stdout; 2 when the data or the step list does not match
 * (with the reason and the fix on stderr); 132 when a kernel uses an instruction this CPU
 * lacks (SIGILL, reported as such). */

#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef JJ_PLAN
#error "compile with -DJJ_PLAN=<plan>, the symbol prefix of the object (its file name without .o)"
#endif
#define JJ_CAT2(a, b, c) a##b##c
#define JJ_CAT(a, b, c) JJ_CAT2(a, b, c)
#define JJ_STR2(x) #x
#define JJ_STR(x) JJ_STR2(x)

typedef uint64_t jj_kernel(const uint64_t *ctx, uint64_t start, uint64_t end, void *state);
extern jj_kernel *const JJ_CAT(jj_, JJ_PLAN, _kernels)[];
#define KERNELS JJ_CAT(jj_, JJ_PLAN, _kernels)

typedef unsigned __int128 u128;
typedef __int128 i128;

static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("jitjoin host: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

static void *alloc(size_t bytes) {
    size_t n = (bytes + 63) / 64 * 64;
    void *p = aligned_alloc(64, n ? n : 64);
    if (!p) fail("out of memory allocating %zu bytes", bytes);
    return p;
}

/* ---- JSON: just what the step list uses (objects, arrays, strings, integers, null, booleans) */

typedef struct J {
    char kind; /* o a s n b z */
    char *str;
    int neg;
    uint64_t mag;
    struct J *items;
    char **keys;
    size_t n;
} J;

static const char *jp;

static void ws(void) {
    while (*jp == ' ' || *jp == '\n' || *jp == '\r' || *jp == '\t') jp++;
}

static void parse(J *out);

static char *parse_string(void) {
    if (*jp != '"') fail("step list: expected a string at `%.20s`", jp);
    jp++;
    size_t cap = 16, n = 0;
    char *s = malloc(cap);
    while (*jp != '"') {
        if (!*jp) fail("step list: unterminated string");
        char c = *jp++;
        if (c == '\\') {
            c = *jp++;
            if (c == 'n') c = '\n';
            else if (c == 't') c = '\t';
            else if (c == 'u') { jp += 4; c = '?'; }
        }
        if (n + 2 > cap) s = realloc(s, cap *= 2);
        s[n++] = c;
    }
    jp++;
    s[n] = 0;
    return s;
}

static void parse(J *out) {
    memset(out, 0, sizeof *out);
    ws();
    if (*jp == '{' || *jp == '[') {
        int obj = *jp == '{';
        out->kind = obj ? 'o' : 'a';
        jp++;
        size_t cap = 0;
        ws();
        while (*jp != (obj ? '}' : ']')) {
            if (out->n == cap) {
                cap = cap ? 2 * cap : 8;
                out->items = realloc(out->items, cap * sizeof(J));
                out->keys = realloc(out->keys, cap * sizeof(char *));
            }
            if (obj) {
                ws();
                out->keys[out->n] = parse_string();
                ws();
                if (*jp++ != ':') fail("step list: expected `:`");
            }
            parse(&out->items[out->n++]);
            ws();
            if (*jp == ',') jp++;
            ws();
        }
        jp++;
    } else if (*jp == '"') {
        out->kind = 's';
        out->str = parse_string();
    } else if (*jp == '-' || (*jp >= '0' && *jp <= '9')) {
        out->kind = 'n';
        if (*jp == '-') { out->neg = 1; jp++; }
        while (*jp >= '0' && *jp <= '9') out->mag = out->mag * 10 + (uint64_t)(*jp++ - '0');
        if (*jp == '.' || *jp == 'e' || *jp == 'E') fail("step list: unexpected fraction at `%.20s`", jp);
    } else if (!strncmp(jp, "null", 4)) {
        out->kind = 'z';
        jp += 4;
    } else if (!strncmp(jp, "true", 4) || !strncmp(jp, "false", 5)) {
        out->kind = 'b';
        out->mag = *jp == 't';
        jp += out->mag ? 4 : 5;
    } else {
        fail("step list: unexpected `%.20s`", jp);
    }
}

static J *get(const J *o, const char *key) {
    for (size_t i = 0; o && o->kind == 'o' && i < o->n; i++)
        if (!strcmp(o->keys[i], key)) return &o->items[i];
    return NULL;
}

static J *need(const J *o, const char *key) {
    J *v = get(o, key);
    if (!v) fail("step list: missing `%s`; write it again with `jitjoin compile`", key);
    return v;
}

static uint64_t num(const J *o, const char *key) {
    J *v = need(o, key);
    if (v->kind == 'b') return v->mag;
    if (v->kind != 'n' || v->neg) fail("step list: `%s` is not a count", key);
    return v->mag;
}

static i128 inum(const J *o, const char *key) {
    J *v = need(o, key);
    if (v->kind != 'n') fail("step list: `%s` is not an integer", key);
    return v->neg ? -(i128)v->mag : (i128)v->mag;
}

static const char *str(const J *o, const char *key) {
    J *v = need(o, key);
    if (v->kind != 's') fail("step list: `%s` is not a string", key);
    return v->str;
}

/* ---- the plan's tables, buffers, runs */

typedef struct {
    const char *name;
    uint64_t rows;
    size_t ncols;
    const char **colname, **coltype;
    void **col;
} Table;

typedef struct {
    uint64_t *slots, *starts, count;
    unsigned char *entries;
} Runs;

static J plan;
static Table *tables;
static size_t ntables;
static unsigned char **buffers;
static Runs *runs;
static int threads = 1;

static size_t width(const char *ty) { return ty[1] == '3' ? 4 : 8; }

static i128 value_at(const Table *t, size_t c, uint64_t row) {
    const char *ty = t->coltype[c];
    void *v = t->col[c];
    if (!strcmp(ty, "i32")) return ((int32_t *)v)[row];
    if (!strcmp(ty, "u32")) return ((uint32_t *)v)[row];
    if (!strcmp(ty, "i64")) return ((int64_t *)v)[row];
    return ((uint64_t *)v)[row];
}

static void load_table(Table *t, const J *spec, const char *dir) {
    t->name = str(spec, "name");
    t->rows = num(spec, "rows");
    J *cols = need(spec, "columns");
    t->ncols = cols->n;
    t->colname = calloc(cols->n + 1, sizeof(char *));
    t->coltype = calloc(cols->n + 1, sizeof(char *));
    t->col = calloc(cols->n + 1, sizeof(void *));
    for (size_t c = 0; c < cols->n; c++) {
        t->colname[c] = str(&cols->items[c], "name");
        t->coltype[c] = str(&cols->items[c], "type");
        t->col[c] = alloc(t->rows * width(t->coltype[c]));
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.csv", dir, t->name);
    FILE *f = fopen(path, "r");
    if (!f) fail("%s: %s; write the tables with `jitjoin gen PLAN --out %s`", path, strerror(errno), dir);
    char *line = NULL;
    size_t cap = 0;
    ssize_t len = getline(&line, &cap, f);
    /* The header names the columns, in order. */
    char *save = NULL, *h = len > 0 ? strtok_r(line, ",\r\n", &save) : NULL;
    for (size_t c = 0; c < t->ncols; c++, h = strtok_r(NULL, ",\r\n", &save))
        if (!h || strcmp(h, t->colname[c]))
            fail("%s:1: column %zu is `%s`, but the plan was compiled for `%s`; write the file with the plan's "
                 "columns, in order",
                 path, c + 1, h ? h : "(missing)", t->colname[c]);
    uint64_t row = 0, lines = 0;
    while ((len = getline(&line, &cap, f)) > 0) {
        if (line[0] == '\n' || (line[0] == '\r' && line[1] == '\n')) continue;
        if (lines++ >= t->rows) continue; /* counted, to say how many there are */
        char *p = line;
        for (size_t c = 0; c < t->ncols; c++) {
            char *end;
            errno = 0;
            const char *ty = t->coltype[c];
            if (!strcmp(ty, "f64")) {
                ((double *)t->col[c])[row] = strtod(p, &end);
            } else if (ty[0] == 'u') {
                unsigned long long v = strtoull(p, &end, 10);
                if (*p == '-' || (ty[1] == '3' && v > UINT32_MAX)) errno = ERANGE;
                if (ty[1] == '3') ((uint32_t *)t->col[c])[row] = (uint32_t)v;
                else ((uint64_t *)t->col[c])[row] = v;
            } else {
                long long v = strtoll(p, &end, 10);
                if (ty[1] == '3' && (v > INT32_MAX || v < INT32_MIN)) errno = ERANGE;
                if (ty[1] == '3') ((int32_t *)t->col[c])[row] = (int32_t)v;
                else ((int64_t *)t->col[c])[row] = v;
            }
            int last = c + 1 == t->ncols;
            int sep_ok = last ? (*end == '\n' || *end == '\r' || *end == 0) : *end == ',';
            if (end == p || errno || !sep_ok)
                fail("%s:%" PRIu64 ": column `%s` does not hold a %s here; fix the file", path, lines + 1,
                     t->colname[c], ty);
            p = end + 1;
        }
        row++;
    }
    if (lines != t->rows)
        fail("%s: %" PRIu64 " rows, but the plan was compiled for %" PRIu64
             "; compile it again for this data (e.g. --set %s.rows=%" PRIu64 ")",
             path, lines, t->rows, t->name, lines);
    free(line);
    fclose(f);
}

/* One u64 word of a context block or a word buffer. */
static uint64_t arg(const J *a) {
    const char *kind = str(a, "kind");
    if (!strcmp(kind, "value")) return num(a, "value");
    if (!strcmp(kind, "column")) {
        uint64_t t = num(a, "table"), c = num(a, "column");
        if (t >= ntables || c >= tables[t].ncols) fail("step list: column %" PRIu64 ".%" PRIu64 " is not an input", t, c);
        return (uint64_t)(uintptr_t)tables[t].col[c];
    }
    if (!strcmp(kind, "buffer")) {
        uint64_t b = num(a, "buffer");
        if (b >= need(&plan, "buffers")->n) fail("step list: buffer %" PRIu64 " is not listed", b);
        return (uint64_t)(uintptr_t)buffers[b];
    }
    if (!strcmp(kind, "runs")) {
        Runs *r = &runs[num(a, "join")];
        const char *part = str(a, "part");
        if (!strcmp(part, "count")) return r->count;
        if (!strcmp(part, "slots")) return (uint64_t)(uintptr_t)r->slots;
        if (!strcmp(part, "starts")) return (uint64_t)(uintptr_t)r->starts;
        return (uint64_t)(uintptr_t)r->entries;
    }
    fail("step list: unknown argument kind `%s`", kind);
    return 0;
}

typedef struct {
    jj_kernel *fn;
    uint64_t *ctx;
} Call;

static Call kernel(uint64_t k) {
    J *ks = need(&plan, "kernels");
    if (k >= ks->n) fail("step list: kernel %" PRIu64 " is not listed", k);
    J *ctx = need(&ks->items[k], "context");
    Call c = {KERNELS[k], calloc(ctx->n + 1, 8)};
    for (size_t i = 0; i < ctx->n; i++) c.ctx[i] = arg(&ctx->items[i]);
    return c;
}

/* ---- parallel phases: every thread takes work items from a shared counter until none are left */

typedef struct Phase Phase;
struct Phase {
    uint64_t items, next;
    void (*work)(Phase *, int thread, uint64_t item);
    void *data;
};

static void *phase_thread(void *arg) {
    Phase *p = ((void **)arg)[0];
    int t = (int)(intptr_t)((void **)arg)[1];
    for (;;) {
        uint64_t i = __atomic_fetch_add(&p->next, 1, __ATOMIC_RELAXED);
        if (i >= p->items) break;
        p->work(p, t, i);
    }
    return NULL;
}

/* Run `p` on every thread; returns when all are done (the barrier between steps). */
static void run_phase(Phase *p) {
    pthread_t tid[256];
    void *args[256][2];
    for (int t = 0; t < threads; t++) {
        args[t][0] = p;
        args[t][1] = (void *)(intptr_t)t;
        if (t > 0 && pthread_create(&tid[t], NULL, phase_thread, args[t])) fail("cannot start a thread");
    }
    phase_thread(args[0]);
    for (int t = 1; t < threads; t++) pthread_join(tid[t], NULL);
}

/* Morsels of `rows`: a few per thread, so that threads share the work. */
static uint64_t morsel_size(uint64_t rows) {
    uint64_t m = rows / ((uint64_t)threads * 8);
    return m < 64 ? 64 : m > 65536 ? 65536 : m;
}

/* ---- helpers the kernels import */

typedef struct {
    uint64_t (*pairs)[2];
    size_t n, cap;
} Sink;

void jj_note_dup(void *state, uint64_t slot, uint64_t row) {
    Sink *s = state;
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 256;
        s->pairs = realloc(s->pairs, s->cap * sizeof *s->pairs);
        if (!s->pairs) fail("out of memory noting duplicates");
    }
    s->pairs[s->n][0] = slot;
    s->pairs[s->n][1] = row;
    s->n++;
}

static uint64_t buffer_at, len_at, cap_at;

void jj_emit_grow(void *state) {
    uint64_t *w = state;
    uint64_t cap = w[cap_at / 8] < 1024 ? 2048 : 2 * w[cap_at / 8];
    void *p = realloc((void *)(uintptr_t)w[buffer_at / 8], cap * 8);
    if (!p) fail("out of memory for emitted rows");
    w[buffer_at / 8] = (uint64_t)(uintptr_t)p;
    w[cap_at / 8] = cap;
}

/* A hint: which slots the next rows will touch. Skipping it changes no result. */
void jj_prefetch(const void *descriptors, uint64_t n, uint64_t start, uint64_t end) {
    (void)descriptors, (void)n, (void)start, (void)end;
}

void jj_stream_line(const uint64_t *src, uint64_t *dst) { memcpy(dst, src, 64); }

/* A hint: the lines of the rows a staged front's first pass kept, read one block later. */
void jj_prefetch_rows(uint64_t base, uint64_t stride, const uint16_t *sel, uint64_t n) {
    for (uint64_t k = 0; k < n; k++) __builtin_prefetch((const void *)(uintptr_t)(base + sel[k] * stride));
}

/* ---- steps */

static void check_range(const J *s) {
    uint64_t t = num(s, "table"), c = num(s, "column");
    i128 lo = inum(s, "min"), hi = inum(s, "max");
    Table *tb = &tables[t];
    for (uint64_t r = 0; r < tb->rows; r++) {
        i128 v = value_at(tb, c, r);
        if (v < lo || v > hi)
            fail("%s.csv: row %" PRIu64 ": %s = %lld lies outside %lld..%lld, the range the plan was compiled for "
                 "(%s); compile it again on this data",
                 tb->name, r + 2, tb->colname[c], (long long)v, (long long)lo, (long long)hi, str(s, "why"));
    }
}

typedef struct {
    Call hist, scat;
    uint64_t fanout, width, chunk, rows;
    uint64_t *counts, *starts;
    unsigned char *out;
} Part;

static void histogram(Phase *p, int t, uint64_t c) {
    Part *x = p->data;
    (void)t;
    uint64_t s = c * x->chunk, e = s + x->chunk < x->rows ? s + x->chunk : x->rows;
    x->hist.fn(x->hist.ctx, s, e, x->counts + c * x->fanout);
}

static void scatter(Phase *p, int t, uint64_t c) {
    Part *x = p->data;
    (void)t;
    uint64_t f = x->fanout, s = c * x->chunk, e = s + x->chunk < x->rows ? s + x->chunk : x->rows;
    uint64_t bufs = (f * 16 + 63) / 64 * 64;
    uint64_t *st = alloc(bufs + f * 64);
    memcpy(st, x->starts + c * f, f * 8);
    memcpy(st + f, x->starts + c * f, f * 8);
    x->scat.fn(x->scat.ctx, s, e, st);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    uint64_t w = x->width, per_line = 64 / w;
    for (uint64_t q = 0; per_line && q < f; q++) {
        uint64_t cur = st[q], first = st[f + q], from = cur & ~(per_line - 1);
        for (uint64_t i = from > first ? from : first; i < cur; i++)
            memcpy(x->out + i * w, (unsigned char *)st + bufs + q * 64 + (i & (per_line - 1)) * w, w);
    }
    free(st);
}

static void partition(const J *s) {
    Part x = {kernel(num(s, "histogram")), kernel(num(s, "scatter")), num(s, "fanout"), num(s, "tuple_bytes"),
              0, num(s, "rows"), 0, 0, buffers[num(s, "out")]};
    uint64_t chunks = (uint64_t)threads * 4;
    x.chunk = (x.rows + chunks - 1) / chunks;
    if (x.chunk < 4096) x.chunk = 4096;
    chunks = (x.rows + x.chunk - 1) / x.chunk;
    x.counts = calloc(chunks * x.fanout + 1, 8);
    x.starts = calloc(chunks * x.fanout + 1, 8);
    Phase h = {chunks, 0, histogram, &x};
    run_phase(&h);
    uint64_t at = 0;
    for (uint64_t q = 0; q < x.fanout; q++)
        for (uint64_t c = 0; c < chunks; c++) {
            x.starts[c * x.fanout + q] = at;
            at += x.counts[c * x.fanout + q];
        }
    Phase sc = {chunks, 0, scatter, &x};
    run_phase(&sc);
}

typedef struct {
    Call k;
    uint64_t rows, size, dups[256];
    Sink sinks[256];
} Build;

static void build_morsel(Phase *p, int t, uint64_t m) {
    Build *b = p->data;
    uint64_t s = m * b->size, e = s + b->size < b->rows ? s + b->size : b->rows;
    b->dups[t] += b->k.fn(b->k.ctx, s, e, &b->sinks[t]);
}

static int by_slot(const void *a, const void *b) {
    const uint64_t *x = a, *y = b;
    return x[0] != y[0] ? (x[0] > y[0]) - (x[0] < y[0]) : (x[1] > y[1]) - (x[1] < y[1]);
}

static void build(const J *s) {
    static Build b;
    memset(&b, 0, sizeof b);
    uint64_t join = num(s, "join");
    Table *t = &tables[num(s, "table")];
    b.k = kernel(num(s, "kernel"));
    b.rows = num(s, "rows");
    b.size = morsel_size(b.rows);
    Phase p = {(b.rows + b.size - 1) / b.size, 0, build_morsel, &b};
    run_phase(&p);
    uint64_t dups = 0, pairs = 0;
    for (int i = 0; i < threads; i++) dups += b.dups[i], pairs += b.sinks[i].n;
    if (dups && num(s, "refuse_duplicates"))
        fail("%s.csv: %" PRIu64 " rows repeat a join key, but the plan was compiled for unique keys; compile it "
             "again on this data",
             t->name, dups);
    J *spec = need(s, "runs");
    if (spec->kind == 'z') {
        if (pairs)
            fail("%s.csv: a join key repeats more often than in the data the plan was compiled for; compile it "
                 "again on this data",
                 t->name);
        return;
    }
    uint64_t(*all)[2] = calloc(pairs + 1, sizeof *all), n = 0;
    for (int i = 0; i < threads; i++) {
        memcpy(all + n, b.sinks[i].pairs, b.sinks[i].n * sizeof *all);
        n += b.sinks[i].n;
        free(b.sinks[i].pairs);
    }
    qsort(all, n, sizeof *all, by_slot);
    Runs *r = &runs[join];
    uint64_t bytes = num(spec, "record_bytes");
    r->slots = calloc(n + 1, 8);
    r->starts = calloc(n + 2, 8);
    r->entries = alloc(n * bytes + 8);
    memset(r->entries, 0, n * bytes + 8);
    J *fields = need(spec, "fields"), *flag = need(spec, "flag");
    for (uint64_t i = 0; i < n; i++) {
        if (!r->count || r->slots[r->count - 1] != all[i][0]) {
            r->slots[r->count] = all[i][0];
            r->starts[r->count++] = i;
        }
        unsigned char *rec = r->entries + i * bytes;
        for (size_t f = 0; f < fields->n; f++) {
            J *fd = &fields->items[f];
            const unsigned char *from = (const unsigned char *)(uintptr_t)arg(need(fd, "from"));
            memcpy(rec + num(fd, "to"), from + all[i][1] * num(fd, "stride") + num(fd, "offset"), num(fd, "bytes"));
        }
        if (flag->kind == 'n') {
            uint32_t one = 1;
            memcpy(rec + flag->mag, &one, 4);
        }
    }
    r->starts[r->count] = n;
    free(all);
}

typedef struct {
    Call k;
    uint64_t rows, size, limit, rows_at;
    int done;
    unsigned char *states[256];
} Probe;

static void probe_morsel(Phase *p, int t, uint64_t m) {
    Probe *x = p->data;
    if (__atomic_load_n(&x->done, __ATOMIC_RELAXED)) return;
    uint64_t s = m * x->size, e = s + x->size < x->rows ? s + x->size : x->rows;
    x->k.fn(x->k.ctx, s, e, x->states[t]);
    uint64_t counted;
    memcpy(&counted, x->states[t] + x->rows_at, 8);
    if (counted >= x->limit) __atomic_store_n(&x->done, 1, __ATOMIC_RELAXED);
}

/* ---- the result */

static void print_i128(i128 v) {
    char buf[48], *p = buf + sizeof buf - 1;
    u128 m = v < 0 ? -(u128)v : (u128)v;
    *p = 0;
    do *--p = (char)('0' + (int)(m % 10)); while (m /= 10);
    if (v < 0) *--p = '-';
    fputs(p, stdout);
}

static void print_f64(double x) {
    char buf[64];
    snprintf(buf, sizeof buf, "%.17g", x);
    if (!isfinite(x)) { fputs("null", stdout); return; }
    fputs(buf, stdout);
    if (!strpbrk(buf, ".e")) fputs(".0", stdout);
}

/* Print the low bits of `bits` as a value of type `ty`. */
static void print_value(const char *ty, uint64_t bits) {
    if (!strcmp(ty, "f64")) { double d; memcpy(&d, &bits, 8); print_f64(d); }
    else if (!strcmp(ty, "i32")) printf("%" PRId32, (int32_t)(uint32_t)bits);
    else if (!strcmp(ty, "u32")) printf("%" PRIu32, (uint32_t)bits);
    else if (!strcmp(ty, "i64")) printf("%" PRId64, (int64_t)bits);
    else printf("%" PRIu64, bits);
}

static void print_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') putchar('\\');
        putchar(*s);
    }
    putchar('"');
}

static int less(const char *ty, uint64_t a, uint64_t b) {
    if (!strcmp(ty, "f64")) { double x, y; memcpy(&x, &a, 8); memcpy(&y, &b, 8); return x < y; }
    if (!strcmp(ty, "i32")) return (int32_t)(uint32_t)a < (int32_t)(uint32_t)b;
    if (!strcmp(ty, "u32")) return (uint32_t)a < (uint32_t)b;
    if (!strcmp(ty, "i64")) return (int64_t)a < (int64_t)b;
    return a < b;
}

static void probe_and_print(const J *s) {
    static Probe x;
    memset(&x, 0, sizeof x);
    J *out = need(&plan, "output");
    int emit = !strcmp(str(out, "kind"), "emit");
    uint64_t bytes = num(out, "state_bytes");
    x.k = kernel(num(s, "kernel"));
    x.rows = num(s, "rows");
    x.size = morsel_size(x.rows);
    x.rows_at = num(out, "rows_at");
    J *lim = need(s, "limit");
    x.limit = lim->kind == 'n' ? lim->mag : UINT64_MAX;
    for (int t = 0; t < threads; t++) {
        uint64_t *w = alloc(bytes);
        x.states[t] = (unsigned char *)w;
        memset(w, 0, bytes);
        if (emit) {
            buffer_at = num(out, "buffer_at"), len_at = num(out, "len_at"), cap_at = num(out, "cap_at");
            w[buffer_at / 8] = (uint64_t)(uintptr_t)malloc(1024 * 8);
            w[cap_at / 8] = 1024;
        } else {
            J *aggs = need(out, "aggregates");
            for (size_t i = 0; i < aggs->n; i++) w[num(&aggs->items[i], "offset") / 8] = num(&aggs->items[i], "init");
        }
    }
    Phase p = {(x.rows + x.size - 1) / x.size, 0, probe_morsel, &x};
    run_phase(&p);
    /* The byte after the row count: an aggregate's arithmetic or sum left 128 bits. */
    for (int t = 0; t < threads; t++)
        if (x.states[t][x.rows_at + 8])
            fail("overflow: an aggregate's integer arithmetic or sum does not fit 128 bits");

    printf("{\"plan\": ");
    print_string(str(&plan, "plan"));
    printf(", \"engine\": \"aot\", \"target\": ");
    print_string(str(&plan, "target"));
    printf(", \"threads\": %d, \"results\": {", threads);
    uint64_t total = 0;
    for (int t = 0; t < threads; t++) {
        uint64_t counted;
        memcpy(&counted, x.states[t] + x.rows_at, 8);
        total += counted;
    }
    if (!emit) {
        J *aggs = need(out, "aggregates");
        for (size_t i = 0; i < aggs->n; i++) {
            J *a = &aggs->items[i];
            const char *func = str(a, "func"), *ty = str(a, "type");
            uint64_t off = num(a, "offset");
            printf("%s", i ? ", " : "");
            print_string(str(a, "name"));
            printf(": ");
            /* SQL: a sum over no rows is null (min and max below say so the same way). */
            if (!strcmp(func, "sum") && !total) {
                fputs("null", stdout);
                continue;
            }
            if (!strcmp(func, "count") || (!strcmp(func, "sum") && strcmp(ty, "f64"))) {
                i128 sum = 0;
                for (int t = 0; t < threads; t++) {
                    i128 v;
                    if (!strcmp(func, "count")) { int64_t c; memcpy(&c, x.states[t] + off, 8); v = c; }
                    else memcpy(&v, x.states[t] + off, 16);
                    if (__builtin_add_overflow(sum, v, &sum))
                        fail("overflow: the sum `%s` does not fit 128 bits", str(a, "name"));
                }
                print_i128(sum);
            } else if (!strcmp(func, "sum")) {
                double sum = 0;
                for (int t = 0; t < threads; t++) { double v; memcpy(&v, x.states[t] + off, 8); sum += v; }
                print_f64(sum);
            } else {
                int have = 0;
                uint64_t best = 0;
                for (int t = 0; t < threads; t++) {
                    uint64_t counted, v;
                    memcpy(&counted, x.states[t] + x.rows_at, 8);
                    memcpy(&v, x.states[t] + off, 8);
                    if (!counted) continue;
                    if (!have || (!strcmp(func, "min") ? less(ty, v, best) : less(ty, best, v))) best = v;
                    have = 1;
                }
                if (have) print_value(ty, best);
                else fputs("null", stdout);
            }
        }
        printf("}, \"rows_out\": 1}\n");
        return;
    }
    J *cols = need(out, "columns");
    size_t nc = cols->n;
    uint64_t printed = 0;
    printf("}, \"columns\": [");
    for (size_t c = 0; c < nc; c++) {
        printf("%s", c ? ", " : "");
        print_string(str(&cols->items[c], "name"));
    }
    printf("], \"rows\": [");
    for (int t = 0; t < threads; t++) {
        uint64_t *w = (uint64_t *)x.states[t], *buf = (uint64_t *)(uintptr_t)w[buffer_at / 8];
        for (uint64_t r = 0; nc && r < w[len_at / 8] / nc && printed < x.limit; r++, printed++) {
            printf("%s[", printed ? ", " : "");
            for (size_t c = 0; c < nc; c++) {
                printf("%s", c ? ", " : "");
                print_value(str(&cols->items[c], "type"), buf[r * nc + c]);
            }
            printf("]");
        }
    }
    printf("], \"rows_out\": %" PRIu64 "}\n", printed);
}

/* ---- main */

static char sigill_message[1024];

static void on_sigill(int sig) {
    (void)sig;
    ssize_t ignored = write(2, sigill_message, strlen(sigill_message));
    (void)ignored;
    _exit(132);
}

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) fail("%s: %s", path, strerror(errno));
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (fread(s, 1, (size_t)n, f) != (size_t)n) fail("%s: cannot read", path);
    s[n] = 0;
    fclose(f);
    return s;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4) {
        fprintf(stderr, "usage: %s PLAN.json DATA_DIR [THREADS]\n", argv[0]);
        return 2;
    }
    threads = argc == 4 ? atoi(argv[3]) : 1;
    if (threads < 1 || threads > 256) fail("THREADS must be 1..256, not `%s`", argv[3]);
    jp = read_file(argv[1]);
    parse(&plan);
    if (strcmp(str(&plan, "kernel_table"), "jj_" JJ_STR(JJ_PLAN) "_kernels"))
        fail("%s was written for the kernel table %s, but this program was linked with jj_" JJ_STR(JJ_PLAN)
             "_kernels; build it with -DJJ_PLAN= the plan's name, and link the plan's object",
             argv[1], str(&plan, "kernel_table"));
    J *flags = need(&plan, "flags");
    size_t at = (size_t)snprintf(sigill_message, sizeof sigill_message,
                                 "jitjoin host: SIGILL (illegal instruction): a kernel compiled for %s uses an "
                                 "instruction this CPU lacks (flags:",
                                 str(&plan, "target"));
    for (size_t i = 0; i < flags->n && at < sizeof sigill_message - 200; i++)
        at += (size_t)snprintf(sigill_message + at, sizeof sigill_message - at, " %s", flags->items[i].str);
    snprintf(sigill_message + at, sizeof sigill_message - at,
             "); run it on a CPU that has them, or under qemu with a -cpu model that does\n");
    signal(SIGILL, on_sigill);

    J *ts = need(&plan, "tables");
    ntables = ts->n;
    tables = calloc(ntables + 1, sizeof *tables);
    for (size_t t = 0; t < ntables; t++) load_table(&tables[t], &ts->items[t], argv[2]);
    J *bs = need(&plan, "buffers");
    buffers = calloc(bs->n + 1, sizeof *buffers);
    for (size_t b = 0; b < bs->n; b++) {
        uint64_t bytes = num(&bs->items[b], "bytes");
        buffers[b] = alloc(bytes);
        if (strcmp(str(need(&bs->items[b], "init"), "kind"), "scratch")) memset(buffers[b], 0, bytes);
    }
    for (size_t b = 0; b < bs->n; b++) {
        J *init = need(&bs->items[b], "init");
        const char *kind = str(init, "kind");
        if (!strcmp(kind, "sentinel")) {
            uint64_t stride = num(init, "stride"), off = num(init, "offset"), w = num(init, "width");
            uint64_t v = num(init, "value"), bytes = num(&bs->items[b], "bytes");
            for (uint64_t s = 0; s + stride <= bytes; s += stride) memcpy(buffers[b] + s + off, &v, w);
        } else if (!strcmp(kind, "words")) {
            J *words = need(init, "words");
            for (size_t i = 0; i < words->n; i++) {
                uint64_t v = arg(&words->items[i]);
                memcpy(buffers[b] + 8 * i, &v, 8);
            }
        }
    }
    runs = calloc(need(&plan, "steps")->n + 1, sizeof *runs);
    J *steps = need(&plan, "steps");
    for (size_t i = 0; i < steps->n; i++) {
        J *s = &steps->items[i];
        const char *kind = str(s, "step");
        if (!strcmp(kind, "check_range")) check_range(s);
        else if (!strcmp(kind, "partition")) partition(s);
        else if (!strcmp(kind, "build")) build(s);
        else if (!strcmp(kind, "probe")) probe_and_print(s);
        else fail("step list: unknown step `%s`; this host is older than the compiler that wrote it", kind);
    }
    return 0;
}
