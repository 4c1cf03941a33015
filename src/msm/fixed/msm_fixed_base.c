/* Fixed-base MSM (msm.h, msm_fixed.h): the choice of window and passes within the caller's
 * memory budget, its set-up and checks for the public constructors and MSM calls
 * (msm_r255_public.c, msm_bls12_public.c: each through its group's backend table), and the byte
 * format. */
#include <sodium.h>
#include <string.h>

#include "msm/groups/msm_backend.h"
#include "msm/fixed/msm_fixed.h"
#include "msm/plan/msm_cost_model.h"
#include "util/alloc.h"

ecb_status msm_fixed_init(msm_fixed *f, ecb_group g, uint32_t form, size_t entry_size, size_t n,
                          unsigned bits, unsigned c, unsigned k) {
    unsigned W = msm_pippenger_windows(bits, c);
    *f = (msm_fixed){.group = g,
                     .form = form,
                     .n = n,
                     .c = c,
                     .k = k,
                     .T = (W + k - 1) / k,
                     .bits = bits,
                     .entry_size = entry_size};
    if (f->n > SIZE_MAX / f->T / f->entry_size) return ECB_ERR_SIZE_OVERFLOW;
    f->skip = ecb_calloc(f->n ? f->n : 1, 1);
    f->tab = ecb_calloc(f->n ? f->n * f->T : 1, f->entry_size);
    if (f->skip == NULL || f->tab == NULL) {
        ecb_free(f->skip);
        ecb_free(f->tab);
        f->skip = NULL;
        f->tab = NULL;
        return ECB_ERR_OUT_OF_MEMORY;
    }
    return ECB_OK;
}

void ecb_msm_fixed_free(ecb_msm_fixed *f) {
    if (f == NULL) return;
    ecb_free(f->skip);
    ecb_free(f->tab);
    ecb_free(f);
}

/* The descriptor and table form of the kernels that build and run group g at the selected
 * level. */
static const msm_group_desc *fixed_desc(ecb_group g, uint32_t *form) {
    *form = MSM_FIXED_FORM_WEIERSTRASS;
    if (g == ECB_GROUP_RISTRETTO255) {
        const msm_r255_backend *be = msm_r255_selected();
        *form = be->fixed_form;
        return be->desc;
    }
    return msm_group_lookup(g); /* sizes only: the same at every level */
}

ecb_status msm_fixed_new(msm_fixed **out, ecb_group g, uint32_t form, const msm_group_desc *d,
                         const void *points, size_t n, size_t budget) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (n > 0 && points == NULL) return ECB_ERR_NULL_POINTER;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    size_t max_T = n ? budget / n / d->aff_size : SIZE_MAX;
    if (max_T == 0) return ECB_ERR_INVALID_ARGUMENT;
    unsigned bits = d->max_scalar_bits, c, k;
    unsigned cap = max_T > MSM_MAX_SCALAR_BITS + 1 ? MSM_MAX_SCALAR_BITS + 1 : (unsigned)max_T;
    msm_cost_fixed_choose(d, NULL, n, bits, cap, 1, &c, &k);
    msm_fixed *f = ecb_calloc(1, sizeof *f);
    if (f == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_status st = msm_fixed_init(f, g, form, d->aff_size, n, bits, c, k);
    if (st != ECB_OK) {
        ecb_free(f);
        return st;
    }
    *out = f;
    return ECB_OK;
}

ecb_status msm_fixed_finish(ecb_msm_fixed **out, ecb_status st) {
    if (st != ECB_OK) {
        ecb_msm_fixed_free(*out);
        *out = NULL;
    }
    return st;
}

ecb_status msm_fixed_check(const msm_fixed *f, ecb_group g, const void *scalars, size_t n) {
    if (f == NULL || (n > 0 && scalars == NULL)) return ECB_ERR_NULL_POINTER;
    if (f->group != g) return ECB_ERR_WRONG_GROUP;
    if (n > f->n) return ECB_ERR_LENGTH;
    return ECB_OK;
}

size_t ecb_msm_fixed_count(const ecb_msm_fixed *f) {
    return f == NULL ? 0 : f->n;
}

size_t ecb_msm_fixed_table_size(const ecb_msm_fixed *f) {
    return f == NULL ? 0 : f->n * f->T * f->entry_size;
}

ecb_status ecb_msm_fixed_shape(const ecb_msm_fixed *f, unsigned *window, unsigned *passes) {
    if (f == NULL || window == NULL || passes == NULL) return ECB_ERR_NULL_POINTER;
    *window = f->c;
    *passes = f->k;
    return ECB_OK;
}

/* ---- bytes ------------------------------------------------------------------------------- */

/* Layout (little-endian): magic "ECBFIXED", u32 version, group, form, c, k, T, bits,
 * entry_size, u64 n, then n skip bytes, n T entries, and BLAKE2b-256 of all before it. */
static const unsigned char fixed_magic[8] = {'E', 'C', 'B', 'F', 'I', 'X', 'E', 'D'};
#define FIXED_VERSION 1u
#define FIXED_HEADER 48u
#define FIXED_HASH 32u

static void put32(unsigned char *p, uint32_t v) {
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}
static uint32_t get32(const unsigned char *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

size_t ecb_msm_fixed_saved_size(const ecb_msm_fixed *f) {
    if (f == NULL) return 0;
    return FIXED_HEADER + f->n + ecb_msm_fixed_table_size(f) + FIXED_HASH;
}

ecb_status ecb_msm_fixed_save(const ecb_msm_fixed *f, unsigned char *out, size_t out_len) {
    if (f == NULL || out == NULL) return ECB_ERR_NULL_POINTER;
    if (out_len != ecb_msm_fixed_saved_size(f)) return ECB_ERR_LENGTH;
    memcpy(out, fixed_magic, 8);
    const uint32_t h[8] = {FIXED_VERSION, (uint32_t)f->group,     f->form, f->c, f->k, f->T,
                           f->bits,       (uint32_t)f->entry_size};
    for (int i = 0; i < 8; i++)
        put32(out + 8 + 4 * i, h[i]);
    put32(out + 40, (uint32_t)f->n);
    put32(out + 44, (uint32_t)((uint64_t)f->n >> 32));
    unsigned char *p = out + FIXED_HEADER;
    memcpy(p, f->skip, f->n);
    memcpy(p + f->n, f->tab, ecb_msm_fixed_table_size(f));
    size_t body = out_len - FIXED_HASH;
    crypto_generichash(out + body, FIXED_HASH, out, body, NULL, 0);
    return ECB_OK;
}

ecb_status ecb_msm_fixed_load(ecb_msm_fixed **out, ecb_group group, const unsigned char *in,
                              size_t len) {
    if (out == NULL) return ECB_ERR_NULL_POINTER;
    *out = NULL;
    if (in == NULL) return ECB_ERR_NULL_POINTER;
    if ((unsigned)group >= ECB_GROUP_COUNT) return ECB_ERR_INVALID_ARGUMENT;
    if (len < FIXED_HEADER + FIXED_HASH) return ECB_ERR_LENGTH;
    if (memcmp(in, fixed_magic, 8) != 0) return ECB_ERR_PARSE;
    uint32_t h[8];
    for (int i = 0; i < 8; i++)
        h[i] = get32(in + 8 + 4 * i);
    uint64_t n = get32(in + 40) | (uint64_t)get32(in + 44) << 32;
    if (h[0] != FIXED_VERSION) return ECB_ERR_FORMAT_VERSION;
    if (h[1] != (uint32_t)group) return ECB_ERR_WRONG_GROUP;
    uint32_t form;
    const msm_group_desc *d = fixed_desc(group, &form);
    if (h[2] != form) return ECB_ERR_UNSUPPORTED;
    unsigned c = h[3], k = h[4], T = h[5], bits = h[6];
    if (h[7] != d->aff_size || bits != d->max_scalar_bits || c < 1 || c > MSM_PIPPENGER_CMAX)
        return ECB_ERR_PARAMETERS;
    unsigned W = msm_pippenger_windows(bits, c);
    if (k < 1 || k > W || T != (W + k - 1) / k) return ECB_ERR_PARAMETERS;
    if (n > ECB_MSM_MAX_POINTS) return ECB_ERR_SIZE_OVERFLOW;
    size_t table = (size_t)n * T * d->aff_size;
    if (len != FIXED_HEADER + (size_t)n + table + FIXED_HASH) return ECB_ERR_LENGTH;
    unsigned char hash[FIXED_HASH];
    crypto_generichash(hash, FIXED_HASH, in, len - FIXED_HASH, NULL, 0);
    if (sodium_memcmp(hash, in + len - FIXED_HASH, FIXED_HASH) != 0) return ECB_ERR_CHECKSUM;
    const unsigned char *skip = in + FIXED_HEADER;
    for (size_t i = 0; i < n; i++)
        if (skip[i] > 1) return ECB_ERR_PARAMETERS;
    msm_fixed *f = ecb_calloc(1, sizeof *f);
    if (f == NULL) return ECB_ERR_OUT_OF_MEMORY;
    ecb_status st = msm_fixed_init(f, group, form, d->aff_size, (size_t)n, bits, c, k);
    if (st != ECB_OK) {
        ecb_free(f);
        return st;
    }
    memcpy(f->skip, skip, (size_t)n);
    memcpy(f->tab, skip + n, table);
    *out = f;
    return ECB_OK;
}

size_t msm_fixed_scratch_bound(const msm_fixed *f, const msm_group_desc *d, size_t n,
                               unsigned threads) {
    size_t K = (size_t)1 << (f->c - 1), S = msm_ba_batch(K), t = threads < 1 ? 1 : threads;
    size_t plain = K * d->pt_size + K;
    size_t ba = K * (d->aff_size + d->pt_size + 1) +
                S * (2 * sizeof(void *) + 1 + sizeof(uint32_t) + sizeof(uint64_t) + 1) +
                S * d->ba_scratch + 64;
    size_t worker = ((plain > ba ? plain : ba) + 63) & ~(size_t)63;
    size_t X = t > f->k ? (t + f->k - 1) / f->k : 1;
    size_t table = worker * t + (size_t)f->k * X * d->pt_size + n * sizeof(uint32_t);
    /* the plain plan over the bases (when its estimate is lower): the bases as the engine's
     * input points, 64-byte aligned, then the plan's own scratch */
    ecb_msm_options o;
    memset(&o, 0, sizeof o);
    o.threads = t;
    size_t bases = 64 + n * d->input_size + msm_scratch_bound_desc(d, n, &o);
    return table > bases ? table : bases;
}
