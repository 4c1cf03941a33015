/* The MSM profile reader and writer (src/msm/plan/msm_profile.c, issue 34): bounded before it reads
 * (/dev/zero, a file one byte past ECB_MSM_PROFILE_MAX_BYTES, a pipe holding more: no more than
 * the bound and one byte taken from it, a line past ECB_MSM_PROFILE_MAX_LINE), a strict grammar
 * (NUL bytes, unknown levels, groups and keys, a key or version given twice, numbers that are
 * not plain decimal, values outside their documented range), each refusal with its status,
 * line and reason (the file's bytes escaped) whatever group is asked for; the largest valid
 * profile loads; and what ecb_msm_costs_write writes reads back at every level. */
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ecbatch.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_profile.h"
#include "msm/plan/msm_shape.h"
#include "testlib.h"
#include "util/cpu.h"

static const ecb_group groups[] = {ECB_GROUP_RISTRETTO255, ECB_GROUP_BLS12_381_G1,
                                   ECB_GROUP_BLS12_381_G2, ECB_GROUP_BLS12_377_G1};
#define NGROUPS (sizeof groups / sizeof groups[0])

/* A fresh temporary file holding len bytes of text; its path in path. */
static void write_file(char path[64], const char *text, size_t len) {
    strcpy(path, "/tmp/ecbatch_test_profile_XXXXXX");
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    CHECK(write(fd, text, len) == (ssize_t)len);
    close(fd);
}

/* 1 when s is printable ASCII. */
static int printable(const char *s) {
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || (unsigned char)*s > 0x7e) return 0;
    return 1;
}

/* One refused text: the same status, line and reason for every group, *out the defaults. */
static void refused(const char *text, size_t len, ecb_status want, unsigned line,
                    const char *reason) {
    for (size_t i = 0; i < NGROUPS; i++) {
        ecb_msm_costs d, r;
        msm_profile_error err;
        memset(&err, 0x55, sizeof err);
        CHECK(ecb_msm_costs_default(groups[i], &d) == ECB_OK);
        ecb_status st = msm_profile_parse(text, len, groups[i], &r, &err);
        CHECK(st == want);
        CHECK(err.line == line);
        CHECK(strstr(err.reason, reason) != NULL && printable(err.reason));
        CHECK(memcmp(&r, &d, sizeof r) == 0);
        if (st != want || err.line != line || strstr(err.reason, reason) == NULL)
            fprintf(stderr, "  text '%.60s': status %s, line %u, reason '%.200s'\n", text,
                    ecb_status_str(st), err.line, err.reason);
    }
}

static void refused_str(const char *text, ecb_status want, unsigned line, const char *reason) {
    refused(text, strlen(text), want, line, reason);
}

/* A text every group accepts. */
static void accepted(const char *text) {
    for (size_t i = 0; i < NGROUPS; i++) {
        ecb_msm_costs r;
        msm_profile_error err;
        ecb_status st = msm_profile_parse(text, strlen(text), groups[i], &r, &err);
        CHECK(st == ECB_OK);
        if (st != ECB_OK)
            fprintf(stderr, "  text '%.60s': %s, line %u: %s\n", text, ecb_status_str(st), err.line,
                    err.reason);
    }
}

/* The bounds: /dev/zero and a file one byte too long are refused as too long (the bound in the
 * reason, no line), a file of exactly the bound loads, and so does a line of the longest
 * length, one byte more is refused with its line. */
static void test_bounds(void) {
    ecb_msm_costs r, d;
    msm_profile_error err;
    CHECK(ecb_msm_costs_default(ECB_GROUP_BLS12_381_G1, &d) == ECB_OK);
    CHECK(msm_profile_load("/dev/zero", ECB_GROUP_BLS12_381_G1, &r, &err) == ECB_ERR_TOO_LONG);
    CHECK(err.line == 0 && strstr(err.reason, "41952 bytes") != NULL);
    CHECK(memcmp(&r, &d, sizeof r) == 0);
    CHECK(ecb_msm_costs_load("/dev/zero", ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_TOO_LONG);
    CHECK(ECB_MSM_PROFILE_MAX_BYTES == 41952 && ECB_MSM_PROFILE_MAX_LINE == 96);
    /* exactly the bound: 350 comment lines of 95 characters and a newline */
    size_t max = ECB_MSM_PROFILE_MAX_BYTES;
    char *text = malloc(max + 2);
    CHECK(text != NULL);
    for (size_t i = 0; i < max; i++)
        text[i] = i % ECB_MSM_PROFILE_MAX_LINE == ECB_MSM_PROFILE_MAX_LINE - 1 ? '\n'
                  : i % ECB_MSM_PROFILE_MAX_LINE == 0                          ? '#'
                                                                               : 'x';
    char path[64];
    write_file(path, text, max);
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_BLS12_381_G1, &r) == ECB_OK);
    remove(path);
    /* one byte more: a blank line past the bound */
    text[max] = '\n';
    write_file(path, text, max + 1);
    CHECK(msm_profile_load(path, ECB_GROUP_BLS12_381_G1, &r, &err) == ECB_ERR_TOO_LONG);
    CHECK(err.line == 0 && strstr(err.reason, "41952") != NULL);
    remove(path);
    refused(text, max + 1, ECB_ERR_TOO_LONG, 0, "41952 bytes");
    /* a line of 95 characters and its newline, then one of 96 */
    text[ECB_MSM_PROFILE_MAX_LINE] = '#';
    text[2 * ECB_MSM_PROFILE_MAX_LINE - 1] = 'x';
    text[2 * ECB_MSM_PROFILE_MAX_LINE] = '\n';
    refused(text, 2 * ECB_MSM_PROFILE_MAX_LINE + 1, ECB_ERR_TOO_LONG, 2, "longer than 96 bytes");
    /* the same without a newline at the end */
    refused(text, 2 * ECB_MSM_PROFILE_MAX_LINE, ECB_ERR_TOO_LONG, 2, "longer than 96");
    accepted("# 95 bytes....................................................................."
             "..............\n");
    free(text);
    /* a folder and a missing file: ECB_ERR_IO with the system's reason */
    CHECK(msm_profile_load("/tmp", ECB_GROUP_RISTRETTO255, &r, &err) == ECB_ERR_IO);
    CHECK(err.line == 0 && strstr(err.reason, "directory") != NULL);
    CHECK(ecb_msm_costs_load("/tmp/ecbatch-no-such-profile", ECB_GROUP_RISTRETTO255, &r) ==
          ECB_ERR_IO);
}

/* A pipe holding more than the bound: the reader takes the bound and one byte, and leaves the
 * rest in the pipe (a FIFO in /tmp, written before the reader opens it, its writer open). */
static void test_pipe(void) {
    char dir[] = "/tmp/ecbatch_test_fifo_XXXXXX", path[96];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/fifo", dir);
    CHECK(mkfifo(path, 0600) == 0);
    int rd = open(path, O_RDONLY | O_NONBLOCK), wr = open(path, O_WRONLY);
    CHECK(rd >= 0 && wr >= 0);
    enum { EXTRA = 1000 };
    static char lines[ECB_MSM_PROFILE_MAX_BYTES + 1 + EXTRA];
    for (size_t i = 0; i < sizeof lines; i++)
        lines[i] = i % 64 == 63 ? '\n' : '#';
    CHECK(write(wr, lines, sizeof lines) == (ssize_t)sizeof lines); /* within the pipe's 64 KiB */
    /* the writer stays open: a reader that wants more than the bound waits (alarm in main) */
    ecb_msm_costs r;
    CHECK(ecb_msm_costs_load(path, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_TOO_LONG);
    close(wr);
    size_t left = 0;
    ssize_t got;
    char buf[4096];
    while ((got = read(rd, buf, sizeof buf)) > 0)
        left += (size_t)got;
    CHECK(left == EXTRA);
    close(rd);
    remove(path);
    rmdir(dir);
}

/* The grammar: every refusal with its line and reason, for every group. */
static void test_grammar(void) {
    /* bytes and lines */
    refused("ristretto255.add=1\n\0\n", 21, ECB_ERR_PARSE, 2, "NUL byte");
    refused("# a comment with \0 inside\n", 26, ECB_ERR_PARSE, 1, "NUL byte");
    refused_str("ristretto255.add=1\nristretto255 add 1\n", ECB_ERR_PARSE, 2, "malformed line");
    /* levels, groups and keys */
    refused_str("version=4\n# c\nfoo.add=1\n", ECB_ERR_PARSE, 3, "unknown key foo.add");
    refused_str("ristretto255.nosuchkey=1\n", ECB_ERR_PARSE, 1, "unknown key");
    refused_str("bls12-381-g1.Add=1\n", ECB_ERR_PARSE, 1, "unknown key bls12-381-g1.Add");
    refused_str("ristretto255=1\n", ECB_ERR_PARSE, 1, "unknown key ristretto255");
    refused_str("avx9:ristretto255.madd=7\n", ECB_ERR_PARSE, 1, "unknown kernel level avx9");
    refused_str("ifma:ifma:ristretto255.madd=7\n", ECB_ERR_PARSE, 1, "unknown key");
    refused_str("ristretto255.shapes.x=3\n", ECB_ERR_PARSE, 1, "unknown key");
    refused_str("ristretto255.shape.=3\n", ECB_ERR_PARSE, 1, "unknown key");
    refused_str("ristretto255.shape.Bad-Name=3\n", ECB_ERR_PARSE, 1, "unknown key");
    refused_str("ristretto255.shape.a23456789012345678901234567890123=3\n", ECB_ERR_PARSE, 1,
                "unknown key");
    /* control characters are escaped in the reason */
    refused_str("fo\033[2Jo.add=1\n", ECB_ERR_PARSE, 1, "unknown key fo\\x1b[2Jo.add");
    /* twice */
    refused_str("version=4\nversion=4\n", ECB_ERR_PARSE, 2, "version given twice");
    refused_str("ristretto255.add=1\nbls12-381-g1.add=1\nristretto255.add=2\n", ECB_ERR_PARSE, 3,
                "given twice for a level (first on line 1)");
    refused_str("ristretto255.add=1\nifma:ristretto255.add=2\n", ECB_ERR_PARSE, 2, "given twice");
    refused_str("portable:ristretto255.add=1\nristretto255.add=2\n", ECB_ERR_PARSE, 2,
                "given twice");
    refused_str("ifma:ristretto255.shape.x=1\nifma:ristretto255.shape.x=2\n", ECB_ERR_PARSE, 2,
                "given twice");
    refused_str("ifma:ristretto255.madd_x8=1\nristretto255.shape.pippenger_sorted_x8_ifma=2\n",
                ECB_ERR_PARSE, 2, "given twice");
    refused_str("ristretto255.shape.a=1\nristretto255.shape.b=1\nristretto255.shape.c=1\n"
                "ristretto255.shape.d=1\nristretto255.shape.e=1\nristretto255.shape.f=1\n"
                "ristretto255.shape.g=1\nristretto255.shape.h=1\nristretto255.shape.i=1\n",
                ECB_ERR_PARSE, 9, "more than 8 shape keys");
    /* versions */
    refused_str("version=5\n", ECB_ERR_UNSUPPORTED, 1, "version 5 is newer");
    refused_str("version=99999999999999999999\n", ECB_ERR_UNSUPPORTED, 1, "newer");
    static const char *const bad_versions[] = {"0", "two", "04", "+4", "0x4", "4.0", "", " 4"};
    for (size_t i = 0; i < sizeof bad_versions / sizeof bad_versions[0]; i++) {
        char text[64];
        snprintf(text, sizeof text, "version=%s\n", bad_versions[i]);
        refused_str(text, ECB_ERR_PARSE, 1, "malformed version");
    }
    /* numbers: plain decimal only */
    static const char *const malformed[] = {"0x10", "+1",  "-1",  "1.",    ".5",   "1e",
                                            "1e+",  "inf", "nan", "1,5",   " 1",   "01",
                                            "00.5", "",    "1 2", "0X1p3", "1e5x", "١"};
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        char text[64];
        snprintf(text, sizeof text, "# c\nristretto255.madd=%s\n", malformed[i]);
        refused_str(text, ECB_ERR_PARSE, 2, "malformed value for ristretto255.madd");
    }
    /* ranges: times 0..1e8 ns, byte counts whole 0..2^40 */
    static const char *const out_of_range[] = {"1e300", "1e400", "100000001", "1.0000001e8", "1e9"};
    for (size_t i = 0; i < sizeof out_of_range / sizeof out_of_range[0]; i++) {
        char text[64];
        snprintf(text, sizeof text, "bls12-377-g1.thread=%s\n", out_of_range[i]);
        refused_str(text, ECB_ERR_PARSE, 1, "out of range (0 to 1e8 ns)");
        snprintf(text, sizeof text, "ifma:ristretto255.shape.x.dbl=%s\n", out_of_range[i]);
        refused_str(text, ECB_ERR_PARSE, 1, "out of range (0 to 1e8 ns)");
    }
    refused_str("bls12-381-g2.cache_bytes=1.5\n", ECB_ERR_PARSE, 1, "whole number of bytes");
    refused_str("bls12-381-g2.llc_bytes=1099511627777\n", ECB_ERR_PARSE, 1, "0 to 2^40");
    refused_str("bls12-381-g2.llc_bytes=1e13\n", ECB_ERR_PARSE, 1, "0 to 2^40");
    /* what is accepted */
    accepted("");
    accepted("\n\n# only comments\n");
    accepted("version=4\nristretto255.add=0\nristretto255.madd=12.5\nristretto255.dbl=1.5e+06\n"
             "ristretto255.inv=1E-05\nristretto255.cache_bytes=1099511627776\n"
             "ristretto255.thread=100000000\nristretto255.llc_bytes=0\n");
    accepted("portable:ristretto255.add=1\nadx:ristretto255.add=2\nifma:ristretto255.add=3\n"
             "bls12-381-g1.add=4\n");
    accepted("ristretto255.add=1 \r\nristretto255.madd=2\t\n"); /* trailing blanks, CRLF */
    accepted("ristretto255.shape.not_in_this_build=3\n");       /* skipped */
    accepted("ristretto255.add=1");                             /* no newline at the end */
}

/* What applies: the asked group's lines of the active level; one fault anywhere refuses the
 * file for every group (the first fault is the one reported). */
static void test_applies(void) {
    const char *active = ecb_cpu_level_name(ecb_cpu_level_get());
    const char *other = ecb_cpu_level_get() == ECB_CPU_PORTABLE ? "ifma" : "portable";
    char text[512];
    snprintf(text, sizeof text,
             "version=4\n%s:ristretto255.madd=7\n%s:ristretto255.add=9\nristretto255.dbl=11\n"
             "bls12-381-g1.dbl=13\n",
             other, active);
    ecb_msm_costs d, r;
    msm_profile_error err;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &d) == ECB_OK);
    CHECK(msm_profile_parse(text, strlen(text), ECB_GROUP_RISTRETTO255, &r, &err) == ECB_OK);
    CHECK(r.madd == d.madd && r.add == 9 && r.dbl == 11);
    CHECK(msm_profile_parse(text, strlen(text), ECB_GROUP_BLS12_381_G1, &r, &err) == ECB_OK);
    CHECK(r.dbl == 13);
    /* the first fault is reported, a later one not */
    refused_str("ristretto255.add=1\nbls12-381-g1.add=1e300\nfoo.add=1\n", ECB_ERR_PARSE, 2,
                "bls12-381-g1.add = 1e300 is out of range");
    /* NULL arguments and a group without an engine */
    CHECK(ecb_msm_costs_load(NULL, ECB_GROUP_RISTRETTO255, &r) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_costs_load("/dev/null", ECB_GROUP_RISTRETTO255, NULL) == ECB_ERR_NULL_POINTER);
    CHECK(ecb_msm_costs_load("/dev/null", (ecb_group)ECB_GROUP_COUNT, &r) == ECB_ERR_UNSUPPORTED);
    CHECK(msm_profile_parse("", 0, (ecb_group)ECB_GROUP_COUNT, &r, &err) == ECB_ERR_UNSUPPORTED);
    CHECK(printable(err.reason) && strstr(err.reason, "no MSM engine") != NULL);
    CHECK(ecb_msm_costs_load("/dev/null", ECB_GROUP_RISTRETTO255, &r) == ECB_OK);
    CHECK(memcmp(&r, &d, sizeof r) == 0);
}

/* Costs of group g with every figure set, and its shapes' figures at the active level set
 * (ecb_msm_shape_cost_set), each a value the profile holds exactly (six significant digits,
 * byte counts whole). */
static void varied_costs(ecb_group g, ecb_msm_costs *c) {
    CHECK(ecb_msm_costs_default(g, c) == ECB_OK);
    double *t[] = {&c->add,    &c->madd,          &c->dbl,        &c->norm,       &c->inv,
                   &c->set,    &c->digit,         &c->bucket,     &c->wnaf,       &c->smul,
                   &c->point,  &c->thread,        &c->aff_add,    &c->endo_split, &c->endo_map,
                   &c->stream, &c->cache_penalty, &c->llc_penalty};
    for (unsigned i = 0; i < sizeof t / sizeof t[0]; i++)
        *t[i] = i % 3 == 0 ? 1.5e6 + 1000 * i : 1.25 * (i + 1);
    c->inv = 0.000125;
    c->endo_map = 0;
    c->stream = 3.5e-7;
    c->llc_penalty = 1e8; /* the largest time */
    c->cache_bytes = 786432;
    c->llc_bytes = 1099511627776.0; /* the largest byte count */
    for (unsigned k = 0; ecb_msm_shape_name(g, k) != NULL; k++)
        CHECK(ecb_msm_shape_cost_set(g, ecb_msm_shape_name(g, k), 17.5 + k,
                                     msm_group_lookup(g)->shapes[k]->strategy == ECB_MSM_STRAUS
                                         ? 19.25 + k
                                         : 0) == ECB_OK);
}

/* The shapes of g at the active level hold varied_costs's figures (reset: 1 sets them back to
 * built-in first and checks they are; read back: 0). */
static void check_shape_figures(ecb_group g, int reset) {
    const msm_group_desc *d = msm_group_lookup(g);
    double u[MSM_SHAPES_MAX], dbl[MSM_SHAPES_MAX];
    CHECK(d != NULL && d->n_shapes <= MSM_SHAPES_MAX);
    if (reset) {
        double zero[MSM_SHAPES_MAX] = {0};
        msm_shape_cost_set_all(d, zero, zero);
    }
    msm_shape_cost_get_all(d, u, dbl);
    for (unsigned k = 0; k < d->n_shapes; k++) {
        int straus = d->shapes[k]->strategy == ECB_MSM_STRAUS;
        CHECK(reset ? u[k] == 0 && dbl[k] == 0
                    : u[k] == 17.5 + k && dbl[k] == (straus ? 19.25 + k : 0));
    }
}

/* The writer: at every level the CPU has, every group's lines read back to the same costs,
 * in one file with a version line (as `tune` writes it, the largest profile this build writes,
 * within the bound); -0 is written as 0; figures outside their range are refused and nothing
 * is written. */
static void test_writer(void) {
    ecb_cpu_level top = ecb_cpu_level_detected();
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    CHECK(f != NULL);
    fprintf(f,
            "# ecbatch MSM unit costs (ns), measured by `ecbatch tune`, per kernel level\n"
            "version=%d\n",
            ECB_MSM_PROFILE_VERSION);
    for (int level = (int)top; level >= 0; level--) {
        ecb_cpu_level_set((ecb_cpu_level)level);
        for (size_t i = 0; i < NGROUPS; i++) {
            ecb_msm_costs c;
            varied_costs(groups[i], &c);
            CHECK(ecb_msm_costs_write(f, groups[i], &c) == ECB_OK);
        }
    }
    fclose(f);
    CHECK(len <= ECB_MSM_PROFILE_MAX_BYTES);
    for (int level = (int)top; level >= 0; level--) {
        ecb_cpu_level_set((ecb_cpu_level)level);
        for (size_t i = 0; i < NGROUPS; i++) {
            ecb_msm_costs c, r;
            msm_profile_error err;
            varied_costs(groups[i], &c);
            check_shape_figures(groups[i], 1);
            ecb_status st = msm_profile_parse(text, len, groups[i], &r, &err);
            CHECK(st == ECB_OK && memcmp(&r, &c, sizeof r) == 0);
            check_shape_figures(groups[i], 0);
            check_shape_figures(groups[i], 1);
            if (st != ECB_OK) fprintf(stderr, "  line %u: %s\n", err.line, err.reason);
        }
    }
    free(text);
    ecb_cpu_level_set(top);
    /* -0 and out-of-range figures */
    static const struct {
        size_t offset;
        double v;
        ecb_status want;
    } cases[] = {
        {offsetof(ecb_msm_costs, add), -0.0, ECB_OK},
        {offsetof(ecb_msm_costs, add), -1, ECB_ERR_INVALID_ARGUMENT},
        {offsetof(ecb_msm_costs, madd), 1e300, ECB_ERR_INVALID_ARGUMENT},
        {offsetof(ecb_msm_costs, stream), 1.0000001e8, ECB_ERR_INVALID_ARGUMENT},
        {offsetof(ecb_msm_costs, cache_bytes), 1.5, ECB_ERR_INVALID_ARGUMENT},
        {offsetof(ecb_msm_costs, llc_bytes), 1099511627777.0, ECB_ERR_INVALID_ARGUMENT},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ecb_msm_costs c, r;
        CHECK(ecb_msm_costs_default(ECB_GROUP_BLS12_381_G2, &c) == ECB_OK);
        *(double *)(void *)((char *)&c + cases[i].offset) = cases[i].v;
        text = NULL;
        f = open_memstream(&text, &len);
        CHECK(f != NULL);
        CHECK(ecb_msm_costs_write(f, ECB_GROUP_BLS12_381_G2, &c) == cases[i].want);
        fclose(f);
        if (cases[i].want != ECB_OK) {
            CHECK(len == 0);
        } else {
            CHECK(msm_profile_parse(text, len, ECB_GROUP_BLS12_381_G2, &r, NULL) == ECB_OK);
            CHECK(r.add == 0 && !signbit(r.add));
        }
        free(text);
    }
    double nan = NAN;
    ecb_msm_costs c;
    CHECK(ecb_msm_costs_default(ECB_GROUP_RISTRETTO255, &c) == ECB_OK);
    c.dbl = nan;
    FILE *null = fopen("/dev/null", "w");
    CHECK(null != NULL);
    CHECK(ecb_msm_costs_write(null, ECB_GROUP_RISTRETTO255, &c) == ECB_ERR_INVALID_ARGUMENT);
    fclose(null);
}

int main(void) {
    tl_init();
    alarm(60); /* a reader that does not stop at its bound fails here, never hangs */
    test_bounds();
    test_pipe();
    test_grammar();
    test_applies();
    test_writer();
    printf("test_msm_profile_reader: %ld passed, %ld failed\n", tl_passed, tl_failed);
    return tl_failed == 0 ? 0 : 1;
}
