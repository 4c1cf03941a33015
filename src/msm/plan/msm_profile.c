/* MSM profiles: the text of unit costs `ecbatch tune` writes and the plan reads (ecbatch/msm.h:
 * ecb_msm_costs_load, ecb_msm_costs_write; docs/formats.md, "MSM profiles"). Lines are
 *   # comment  |  version=N  |  [level:]group.key=value
 * The reader is bounded before it reads: it takes at most ECB_MSM_PROFILE_MAX_BYTES + 1 bytes,
 * keeps one line of at most ECB_MSM_PROFILE_MAX_LINE bytes, and counts the bytes after a fault
 * too, so a file beyond the bound is refused as that (/dev/zero: not its first NUL byte). Its
 * grammar is strict and the same for every group and level asked for: every line is checked
 * (level, group and key known, a key set once per level, a plain decimal value in the key's
 * range), then only the asked group's lines of the active level apply. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_profile.h"
#include "msm/plan/msm_shape.h"
#include "util/cpu.h"

#define LEVELS (ECB_CPU_IFMA + 1) /* portable, adx, ifma (util/cpu.h) */
/* A key line's scope: 0 every level (no prefix), 1 + level a single one. */
#define SCOPES (1 + LEVELS)
/* The longest shape name a key carries; a level lists at most MSM_SHAPES_MAX shapes, each
 * with a step and a doubling key. */
#define SHAPE_NAME_MAX 32
#define SHAPE_KEYS_MAX (2 * MSM_SHAPES_MAX)
#define SHAPE_KEY "shape."
#define SHAPE_DBL ".dbl"

/* The unit-cost keys, in the order of ecb_msm_costs; bytes: a byte count, else a time. */
typedef struct cost_key {
    const char *name;
    size_t offset;
    int bytes;
} cost_key;

#define COST_KEY(field, bytes)                                                                     \
    { #field, offsetof(ecb_msm_costs, field), bytes }
static const cost_key cost_keys[] = {
    COST_KEY(add, 0),         COST_KEY(madd, 0),          COST_KEY(dbl, 0),
    COST_KEY(norm, 0),        COST_KEY(inv, 0),           COST_KEY(set, 0),
    COST_KEY(digit, 0),       COST_KEY(bucket, 0),        COST_KEY(wnaf, 0),
    COST_KEY(smul, 0),        COST_KEY(point, 0),         COST_KEY(thread, 0),
    COST_KEY(cache_bytes, 1), COST_KEY(cache_penalty, 0), COST_KEY(aff_add, 0),
    COST_KEY(endo_split, 0),  COST_KEY(endo_map, 0),      COST_KEY(llc_bytes, 1),
    COST_KEY(llc_penalty, 0), COST_KEY(stream, 0),
};
#undef COST_KEY
#define N_COST_KEYS (sizeof cost_keys / sizeof cost_keys[0])

/* The bound of msm.h is the largest valid profile: two header lines, then per group and level
 * a comment line and every key, each line at most ECB_MSM_PROFILE_MAX_LINE bytes. */
_Static_assert(ECB_MSM_PROFILE_MAX_BYTES ==
                   (2 + ECB_GROUP_COUNT * LEVELS * (1 + N_COST_KEYS + 2 * MSM_SHAPES_MAX)) *
                       ECB_MSM_PROFILE_MAX_LINE,
               "ECB_MSM_PROFILE_MAX_BYTES is the largest valid profile");
/* The longest line written: "portable:" + group (12) + ".shape." + name + ".dbl=" + 13
 * characters of value + newline. */
_Static_assert(9 + 12 + 7 + SHAPE_NAME_MAX + 5 + 13 + 1 <= ECB_MSM_PROFILE_MAX_LINE,
               "every line ecb_msm_costs_write writes fits a profile line");

static double *cost_at(ecb_msm_costs *c, const cost_key *k) {
    return (double *)(void *)((char *)c + k->offset);
}

/* v is within key k's range: a time 0..ECB_MSM_COST_MAX_NS, a byte count a whole number
 * 0..ECB_MSM_COST_MAX_BYTES (NaN fails both). */
static int in_range(const cost_key *k, double v) {
    if (k == NULL || !k->bytes) return v >= 0 && v <= ECB_MSM_COST_MAX_NS;
    return v >= 0 && v <= ECB_MSM_COST_MAX_BYTES && v == floor(v);
}

/* A shape name as keys carry it: 1..SHAPE_NAME_MAX of [a-z0-9_]. */
static int shape_name_ok(const char *s, size_t n) {
    if (n == 0 || n > SHAPE_NAME_MAX) return 0;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
            return 0;
    return 1;
}

/* ---- reading ------------------------------------------------------------------------------- */

/* A shape key seen: its name, step (dbl 0) or doubling (1), and line. */
typedef struct shape_seen {
    char name[SHAPE_NAME_MAX + 1];
    unsigned char dbl;
    unsigned line;
} shape_seen;

typedef struct profile_parser {
    ecb_group g;
    ecb_cpu_level level; /* the active level */
    ecb_msm_costs costs; /* g's costs so far */
    /* g's shapes' figures at the active level so far (msm_shape.h; 0: built-in) */
    double shape_unit[MSM_SHAPES_MAX], shape_dbl[MSM_SHAPES_MAX];
    msm_profile_error *err; /* NULL: not wanted */
    ecb_status st;          /* the first fault; ECB_OK so far */
    size_t total;           /* bytes fed */
    unsigned lineno;        /* the line being read, from 1 */
    size_t len;             /* its bytes so far */
    char line[ECB_MSM_PROFILE_MAX_LINE];
    unsigned version_line; /* 0: none yet */
    /* the line that set each key per group and scope (0: none) */
    unsigned cost_seen[ECB_GROUP_COUNT][N_COST_KEYS][SCOPES];
    shape_seen shapes[ECB_GROUP_COUNT][SCOPES][SHAPE_KEYS_MAX];
    unsigned n_shapes[ECB_GROUP_COUNT][SCOPES];
} profile_parser;

/* Records fault st with its reason (line 0: the file as a whole). Lines are parsed only up to
 * the first fault (parser_feed), so that one is reported, unless the size bound or a read
 * error follows: those replace it. */
static void fault(profile_parser *p, ecb_status st, unsigned line, const char *fmt, ...) {
    p->st = st;
    if (p->err == NULL) return;
    p->err->line = line;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->err->reason, sizeof p->err->reason, fmt, ap);
    va_end(ap);
}

/* s as printable ASCII into out (at most 32 of its bytes, the rest as "..."): other bytes and
 * the backslash as \xNN, so a reason never carries the file's control characters. */
static const char *escaped(char out[160], const char *s) {
    size_t o = 0, i = 0;
    for (; s[i] != '\0' && i < 32; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\')
            out[o++] = (char)c;
        else
            o += (size_t)snprintf(out + o, 5, "\\x%02x", c);
    }
    if (s[i] != '\0') memcpy(out + o, "...", 3), o += 3;
    out[o] = '\0';
    return out;
}

/* A plain decimal number: ("0" or [1-9][0-9]*) ["." [0-9]+] [("e"|"E") ["+"|"-"] [0-9]+]; no
 * sign, no hexadecimal, no "inf" or "nan", no spaces. */
static int plain_decimal(const char *s) {
    size_t i = strspn(s, "0123456789");
    if (i == 0 || (s[0] == '0' && i > 1)) return 0;
    if (s[i] == '.') {
        size_t f = strspn(s + i + 1, "0123456789");
        if (f == 0) return 0;
        i += 1 + f;
    }
    if (s[i] == 'e' || s[i] == 'E') {
        i++;
        if (s[i] == '+' || s[i] == '-') i++;
        size_t e = strspn(s + i, "0123456789");
        if (e == 0) return 0;
        i += e;
    }
    return s[i] == '\0';
}

/* "version=N": once, N in 1..ECB_MSM_PROFILE_VERSION. */
static void parse_version(profile_parser *p, const char *v) {
    char q[160];
    if (p->version_line != 0) {
        fault(p, ECB_ERR_PARSE, p->lineno, "version given twice (first on line %u)",
              p->version_line);
        return;
    }
    p->version_line = p->lineno;
    size_t k = strspn(v, "0123456789");
    if (k == 0 || v[k] != '\0' || v[0] == '0') {
        fault(p, ECB_ERR_PARSE, p->lineno, "malformed version '%s' (a whole number 1..%d)",
              escaped(q, v), ECB_MSM_PROFILE_VERSION);
        return;
    }
    if (k > 9 || strtol(v, NULL, 10) > ECB_MSM_PROFILE_VERSION)
        fault(p, ECB_ERR_UNSUPPORTED, p->lineno, "version %s is newer than this ecbatch reads (%d)",
              escaped(q, v), ECB_MSM_PROFILE_VERSION);
}

/* 1 when a shape key (name, dbl) of group gi at scope is already set at a level it sets:
 * *line is where. */
static int shape_twice(const profile_parser *p, unsigned gi, unsigned scope, const char *name,
                       int dbl, unsigned *line) {
    for (unsigned s = 0; s < SCOPES; s++) {
        if (scope != 0 && s != 0 && s != scope) continue;
        for (unsigned i = 0; i < p->n_shapes[gi][s]; i++) {
            const shape_seen *e = &p->shapes[gi][s][i];
            if (e->dbl == dbl && !strcmp(e->name, name)) {
                *line = e->line;
                return 1;
            }
        }
    }
    return 0;
}

/* A shape key of group gi at scope: checked, recorded, and applied where it holds. */
static void shape_line(profile_parser *p, unsigned gi, unsigned scope, const char *key,
                       const char *name, int dbl, double v) {
    char q[160];
    unsigned first;
    if (shape_twice(p, gi, scope, name, dbl, &first)) {
        fault(p, ECB_ERR_PARSE, p->lineno, "%s given twice for a level (first on line %u)",
              escaped(q, key), first);
        return;
    }
    if (p->n_shapes[gi][scope] == SHAPE_KEYS_MAX) {
        fault(p, ECB_ERR_PARSE, p->lineno,
              "%s: more than %u shape keys for one group and level (a level has at most %u "
              "shapes)",
              escaped(q, key), SHAPE_KEYS_MAX, MSM_SHAPES_MAX);
        return;
    }
    shape_seen *e = &p->shapes[gi][scope][p->n_shapes[gi][scope]++];
    strcpy(e->name, name);
    e->dbl = (unsigned char)dbl;
    e->line = p->lineno;
    if (scope != 0 && scope - 1 != (unsigned)p->level) return;
    const msm_group_desc *d = msm_group_lookup((ecb_group)gi);
    unsigned n = d == NULL ? 0 : d->n_shapes;
    for (unsigned i = 0; i < n && i < MSM_SHAPES_MAX; i++) {
        if (strcmp(d->shapes[i]->name, name) != 0) continue;
        if (dbl && d->shapes[i]->strategy != ECB_MSM_STRAUS) {
            fault(p, ECB_ERR_PARSE, p->lineno,
                  "%s: shape %s has no doubling (only Straus shapes do)", escaped(q, key), name);
            return;
        }
        if ((ecb_group)gi == p->g) *(dbl ? &p->shape_dbl[i] : &p->shape_unit[i]) = v;
        return;
    }
    /* a shape the active level lacks: another level's or another build's */
}

/* "[level:]group.key=value" (key and value split at the '=', s the key's start). */
static void parse_key_line(profile_parser *p, char *s, const char *value) {
    char q[160], r[160];
    unsigned scope = 0;
    /* the level: the text before a ':' that comes before the first '.' */
    const char *key = s, *colon = strchr(s, ':'), *dot0 = strchr(s, '.');
    if (colon != NULL && (dot0 == NULL || colon < dot0)) {
        size_t n = (size_t)(colon - s);
        for (unsigned l = 0; l < LEVELS && scope == 0; l++) {
            const char *name = ecb_cpu_level_name((ecb_cpu_level)l);
            if (strlen(name) == n && !strncmp(s, name, n)) scope = 1 + l;
        }
        if (scope == 0) {
            s[n] = '\0';
            fault(p, ECB_ERR_PARSE, p->lineno, "unknown kernel level %s (portable, adx or ifma)",
                  escaped(q, s));
            return;
        }
        key = colon + 1;
    }
    /* the group: the text up to the first '.' */
    const char *dot = strchr(key, '.');
    unsigned gi = ECB_GROUP_COUNT;
    for (unsigned i = 0; dot != NULL && i < ECB_GROUP_COUNT && gi == ECB_GROUP_COUNT; i++) {
        const char *name = ecb_group_name((ecb_group)i);
        if (strlen(name) == (size_t)(dot - key) && !strncmp(key, name, strlen(name))) gi = i;
    }
    /* the field: a unit cost, or a shape's step or doubling (2's madd_x8: the sorted 8-lane
     * shape's step) */
    const char *field = dot != NULL ? dot + 1 : "";
    const cost_key *ck = NULL;
    for (size_t i = 0; i < N_COST_KEYS && ck == NULL; i++)
        if (!strcmp(field, cost_keys[i].name)) ck = &cost_keys[i];
    char name[SHAPE_NAME_MAX + 1] = "";
    int dbl = 0;
    if (ck == NULL && !strcmp(field, "madd_x8")) {
        strcpy(name, "pippenger_sorted_x8_ifma");
    } else if (ck == NULL && !strncmp(field, SHAPE_KEY, strlen(SHAPE_KEY))) {
        const char *sn = field + strlen(SHAPE_KEY);
        size_t n = strlen(sn), dl = strlen(SHAPE_DBL);
        dbl = n > dl && !strcmp(sn + n - dl, SHAPE_DBL);
        if (dbl) n -= dl;
        if (shape_name_ok(sn, n)) memcpy(name, sn, n), name[n] = '\0';
    }
    if (gi == ECB_GROUP_COUNT || (ck == NULL && name[0] == '\0')) {
        fault(p, ECB_ERR_PARSE, p->lineno, "unknown key %s", escaped(q, s));
        return;
    }
    if (!plain_decimal(value)) {
        fault(p, ECB_ERR_PARSE, p->lineno,
              "malformed value for %s: '%s' (a plain decimal number such as 12.5 or 1.5e+06)",
              escaped(q, s), escaped(r, value));
        return;
    }
    double v = strtod(value, NULL); /* digits only: an overflow is HUGE_VAL, out of range */
    if (!in_range(ck, v)) {
        if (ck != NULL && ck->bytes)
            fault(p, ECB_ERR_PARSE, p->lineno,
                  "%s = %s is out of range (a whole number of bytes, 0 to 2^40)", escaped(q, s),
                  escaped(r, value));
        else
            fault(p, ECB_ERR_PARSE, p->lineno, "%s = %s is out of range (0 to 1e8 ns)",
                  escaped(q, s), escaped(r, value));
        return;
    }
    if (ck == NULL) {
        shape_line(p, gi, scope, s, name, dbl, v);
        return;
    }
    unsigned *seen = p->cost_seen[gi][ck - cost_keys];
    for (unsigned sc = 0; sc < SCOPES; sc++)
        if (seen[sc] != 0 && (scope == 0 || sc == 0 || sc == scope)) {
            fault(p, ECB_ERR_PARSE, p->lineno, "%s given twice for a level (first on line %u)",
                  escaped(q, s), seen[sc]);
            return;
        }
    seen[scope] = p->lineno;
    if ((ecb_group)gi == p->g && (scope == 0 || scope - 1 == (unsigned)p->level))
        *cost_at(&p->costs, ck) = v;
}

/* The line p->line[0..p->len), its newline dropped. */
static void parse_line(profile_parser *p) {
    char *s = p->line, q[160];
    size_t n = p->len;
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    s[n] = '\0';
    if (n == 0 || s[0] == '#') return;
    if (!strncmp(s, "version=", 8)) {
        parse_version(p, s + 8);
        return;
    }
    char *eq = strchr(s, '=');
    if (eq == NULL) {
        fault(p, ECB_ERR_PARSE, p->lineno,
              "malformed line '%s' (a profile line is '# comment', 'version=N' or "
              "'[level:]group.key=value')",
              escaped(q, s));
        return;
    }
    *eq = '\0';
    parse_key_line(p, s, eq + 1);
}

static void parser_init(profile_parser *p, ecb_group g, const ecb_msm_costs *defaults,
                        msm_profile_error *err) {
    memset(p, 0, sizeof *p);
    p->g = g;
    p->level = ecb_cpu_level_get();
    p->costs = *defaults;
    p->err = err;
    p->lineno = 1;
}

/* Takes n more bytes of the file. After a fault the bytes are only counted: past
 * ECB_MSM_PROFILE_MAX_BYTES the file is refused as a whole, whatever its lines. */
static void parser_feed(profile_parser *p, const char *b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (++p->total > ECB_MSM_PROFILE_MAX_BYTES) {
            fault(p, ECB_ERR_TOO_LONG, 0,
                  "more than %u bytes, the most a profile holds (ECB_MSM_PROFILE_MAX_BYTES)",
                  ECB_MSM_PROFILE_MAX_BYTES);
            return;
        }
        if (p->st != ECB_OK) continue;
        if (b[i] == '\n') {
            parse_line(p);
            p->len = 0;
            p->lineno++;
        } else if (b[i] == '\0') {
            fault(p, ECB_ERR_PARSE, p->lineno, "a NUL byte (a profile is text)");
        } else if (p->len == ECB_MSM_PROFILE_MAX_LINE - 1) {
            fault(p, ECB_ERR_TOO_LONG, p->lineno,
                  "longer than %u bytes, the most a profile line holds with its newline "
                  "(ECB_MSM_PROFILE_MAX_LINE)",
                  ECB_MSM_PROFILE_MAX_LINE);
        } else {
            p->line[p->len++] = b[i];
        }
    }
}

/* The last line (when the file does not end with a newline), then *out: g's costs, or the
 * defaults after a fault; a profile that loads sets g's shapes' figures at the active level
 * (the ones it does not name back to built-in). */
static ecb_status parser_finish(profile_parser *p, const ecb_msm_costs *defaults,
                                ecb_msm_costs *out) {
    if (p->st == ECB_OK && p->len > 0) parse_line(p);
    *out = p->st == ECB_OK ? p->costs : *defaults;
    if (p->st == ECB_OK)
        msm_shape_cost_set_all(msm_group_lookup(p->g), p->shape_unit, p->shape_dbl);
    return p->st;
}

/* A reader's start: the arguments and group checked (a refusal is also given in *err), the
 * defaults in *defaults and *out, the parser ready. */
static ecb_status parser_start(profile_parser *p, ecb_group g, ecb_msm_costs *defaults,
                               ecb_msm_costs *out, msm_profile_error *err) {
    ecb_status st = out == NULL ? ECB_ERR_NULL_POINTER : ecb_msm_costs_default(g, defaults);
    if (st == ECB_OK) {
        *out = *defaults;
        parser_init(p, g, defaults, err);
    } else if (err != NULL) {
        err->line = 0;
        snprintf(err->reason, sizeof err->reason, "%s",
                 st == ECB_ERR_UNSUPPORTED ? "no MSM engine for this group" : ecb_status_str(st));
    }
    return st;
}

ecb_status msm_profile_parse(const char *text, size_t len, ecb_group g, ecb_msm_costs *out,
                             msm_profile_error *err) {
    ecb_msm_costs defaults;
    profile_parser p;
    ecb_status st = parser_start(&p, g, &defaults, text == NULL && len > 0 ? NULL : out, err);
    if (st != ECB_OK) return st;
    /* a text beyond the bound is refused as a file that long, before any of it is parsed */
    parser_feed(&p, text, len > ECB_MSM_PROFILE_MAX_BYTES ? ECB_MSM_PROFILE_MAX_BYTES + 1 : len);
    return parser_finish(&p, &defaults, out);
}

ecb_status msm_profile_load(const char *path, ecb_group g, ecb_msm_costs *out,
                            msm_profile_error *err) {
    ecb_msm_costs defaults;
    profile_parser p;
    ecb_status st = parser_start(&p, g, &defaults, path == NULL ? NULL : out, err);
    if (st != ECB_OK) return st;
    FILE *fp = fopen(path, "r");
    if (fp == NULL) {
        fault(&p, ECB_ERR_IO, 0, "cannot be opened: %s", strerror(errno));
        return p.st;
    }
    /* unbuffered: each fread is one read of at most what the bound leaves, so no more than
     * ECB_MSM_PROFILE_MAX_BYTES + 1 bytes are ever taken from a device or pipe */
    setvbuf(fp, NULL, _IONBF, 0);
    char chunk[512];
    while (p.total <= ECB_MSM_PROFILE_MAX_BYTES) {
        size_t want = ECB_MSM_PROFILE_MAX_BYTES + 1 - p.total;
        size_t got = fread(chunk, 1, want < sizeof chunk ? want : sizeof chunk, fp);
        if (got == 0) break;
        parser_feed(&p, chunk, got);
    }
    if (ferror(fp) && p.st != ECB_ERR_TOO_LONG)
        fault(&p, ECB_ERR_IO, 0, "cannot be read: %s", strerror(errno));
    fclose(fp);
    if (p.st == ECB_ERR_IO) return p.st;
    return parser_finish(&p, &defaults, out);
}

ecb_status ecb_msm_costs_load(const char *path, ecb_group g, ecb_msm_costs *out) {
    return msm_profile_load(path, g, out, NULL);
}

/* ---- writing ------------------------------------------------------------------------------- */

/* One "level:group.key=value" line: byte counts and whole times exactly, other times to six
 * significant digits (profile_figure in msm_calibrate.c rounds the built-in figures alike). */
static int write_line(FILE *fp, const char *level, ecb_group g, const char *key, const char *dbl,
                      double v) {
    if (v == 0) v = 0; /* -0 as 0: "-0" would not read back */
    return fprintf(fp, v == floor(v) ? "%s:%s.%s%s=%.0f\n" : "%s:%s.%s%s=%.6g\n", level,
                   ecb_group_name(g), key, dbl, v) > 0;
}

ecb_status ecb_msm_costs_write(void *f, ecb_group g, const ecb_msm_costs *c) {
    if (f == NULL || c == NULL) return ECB_ERR_NULL_POINTER;
    if ((unsigned)g >= ECB_GROUP_COUNT) return ECB_ERR_INVALID_ARGUMENT;
    ecb_msm_costs v = *c;
    /* every figure in range and every shape name a key can carry, before anything is written */
    for (size_t i = 0; i < N_COST_KEYS; i++)
        if (!in_range(&cost_keys[i], *cost_at(&v, &cost_keys[i]))) return ECB_ERR_INVALID_ARGUMENT;
    const msm_group_desc *d = msm_group_lookup(g);
    unsigned n_shapes = d != NULL ? d->n_shapes : 0;
    double unit[MSM_SHAPES_MAX], dbl[MSM_SHAPES_MAX];
    if (d != NULL) msm_shape_cost_get_all(d, unit, dbl);
    for (unsigned i = 0; i < n_shapes && i < MSM_SHAPES_MAX; i++) {
        const char *name = d->shapes[i]->name;
        if (!in_range(NULL, unit[i]) || !in_range(NULL, dbl[i]) ||
            !shape_name_ok(name, strlen(name)))
            return ECB_ERR_INVALID_ARGUMENT;
    }
    FILE *fp = f;
    int ok = 1;
    const char *level = ecb_cpu_level_name(ecb_cpu_level_get());
    for (size_t i = 0; i < N_COST_KEYS; i++)
        ok &= write_line(fp, level, g, cost_keys[i].name, "", *cost_at(&v, &cost_keys[i]));
    /* the figures set for the kernel shapes (0: the shape's built-in figure, not written) */
    char key[sizeof SHAPE_KEY + SHAPE_NAME_MAX];
    for (unsigned i = 0; i < n_shapes && i < MSM_SHAPES_MAX; i++) {
        snprintf(key, sizeof key, SHAPE_KEY "%s", d->shapes[i]->name);
        if (unit[i] > 0) ok &= write_line(fp, level, g, key, "", unit[i]);
        if (dbl[i] > 0) ok &= write_line(fp, level, g, key, SHAPE_DBL, dbl[i]);
    }
    return ok ? ECB_OK : ECB_ERR_IO;
}
