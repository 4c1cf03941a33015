/* libFuzzer target: the MSM profile reader (msm_profile_parse, the text behind
 * ecb_msm_costs_load) never crashes and answers for the whole text: byte 0 picks the group
 * asked for (low two bits), the rest is the profile. Every refusal has one of the reader's
 * statuses, a line within the text and a printable reason, and leaves the defaults; a profile
 * it accepts holds only figures in their ranges (the kernel shapes' figures it sets too), is
 * accepted for every group, and the costs and shape figures it gives write back
 * (ecb_msm_costs_write) to lines the reader accepts, whose figures write and read back to
 * themselves. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/msm.h"
#include "msm/plan/msm_plan.h"
#include "msm/plan/msm_profile.h"
#include "msm/plan/msm_shape.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Every figure of c within the documented ranges. */
static int in_ranges(const ecb_msm_costs *c) {
    const double *t[] = {
        &c->add,     &c->madd,       &c->dbl,      &c->norm,   &c->inv,           &c->set,
        &c->digit,   &c->bucket,     &c->wnaf,     &c->smul,   &c->point,         &c->thread,
        &c->aff_add, &c->endo_split, &c->endo_map, &c->stream, &c->cache_penalty, &c->llc_penalty};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!(*t[i] >= 0 && *t[i] <= ECB_MSM_COST_MAX_NS)) return 0;
    return c->cache_bytes >= 0 && c->cache_bytes <= ECB_MSM_COST_MAX_BYTES && c->llc_bytes >= 0 &&
           c->llc_bytes <= ECB_MSM_COST_MAX_BYTES;
}

/* The figures set for group g's kernel shapes (the reader sets them), in u and dbl (every entry
 * of both arrays written), all within the range of a time. */
static int shapes_in_range(ecb_group g, double *u, double *dbl) {
    const msm_group_desc *d = msm_group_lookup(g);
    memset(u, 0, MSM_SHAPES_MAX * sizeof *u);
    memset(dbl, 0, MSM_SHAPES_MAX * sizeof *dbl);
    if (d == NULL) return 1;
    msm_shape_cost_get_all(d, u, dbl);
    for (unsigned i = 0; i < MSM_SHAPES_MAX; i++)
        if (!(u[i] >= 0 && u[i] <= ECB_MSM_COST_MAX_NS && dbl[i] >= 0 &&
              dbl[i] <= ECB_MSM_COST_MAX_NS))
            return 0;
    return 1;
}

/* c written (ecb_msm_costs_write) and read back into *r; 0 when memory ran out. */
static int written_back(ecb_group g, const ecb_msm_costs *c, ecb_msm_costs *r) {
    char *out = NULL;
    size_t out_len = 0;
    FILE *f = open_memstream(&out, &out_len);
    if (f == NULL) return 0;
    if (ecb_msm_costs_write(f, g, c) != ECB_OK) abort();
    if (fclose(f) != 0) {
        free(out);
        return 0;
    }
    if (msm_profile_parse(out, out_len, g, r, NULL) != ECB_OK) abort();
    free(out);
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    ecb_group g = (ecb_group)(data[0] & 3);
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    ecb_msm_costs d, c;
    msm_profile_error err;
    if (ecb_msm_costs_default(g, &d) != ECB_OK) abort();
    ecb_status st = msm_profile_parse(text, len, g, &c, &err);
    if (st != ECB_OK) {
        if (st != ECB_ERR_PARSE && st != ECB_ERR_TOO_LONG && st != ECB_ERR_UNSUPPORTED) abort();
        if (memcmp(&c, &d, sizeof c) != 0) abort();
        size_t lines = 1;
        for (size_t i = 0; i < len; i++)
            lines += text[i] == '\n';
        if (err.line > lines || memchr(err.reason, '\0', sizeof err.reason) == NULL) abort();
        for (const char *r = err.reason; *r; r++)
            if (*r < 0x20 || *r > 0x7e) abort();
        /* the same answer for every group */
        for (unsigned o = 0; o < ECB_GROUP_COUNT; o++) {
            ecb_msm_costs x;
            msm_profile_error e;
            if (msm_profile_parse(text, len, (ecb_group)o, &x, &e) != st || e.line != err.line)
                abort();
        }
        return 0;
    }
    double u[MSM_SHAPES_MAX], dbl[MSM_SHAPES_MAX], u2[MSM_SHAPES_MAX], dbl2[MSM_SHAPES_MAX];
    if (!in_ranges(&c) || !shapes_in_range(g, u, dbl)) abort();
    for (unsigned o = 0; o < ECB_GROUP_COUNT; o++) {
        ecb_msm_costs x;
        if (msm_profile_parse(text, len, (ecb_group)o, &x, NULL) != ECB_OK) abort();
    }
    /* what it gave writes back to lines the reader takes, and the figures read (six
     * significant digits) write and read back to themselves */
    ecb_msm_costs r, r2;
    if (!written_back(g, &c, &r)) return 0;
    if (!shapes_in_range(g, u, dbl)) abort();
    if (written_back(g, &r, &r2) &&
        (memcmp(&r, &r2, sizeof r) != 0 || !shapes_in_range(g, u2, dbl2) ||
         memcmp(u, u2, sizeof u) != 0 || memcmp(dbl, dbl2, sizeof dbl) != 0))
        abort();
    return 0;
}
