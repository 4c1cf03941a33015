/* Differential fuzzing of the MSM engine on ristretto255: small fuzzed inputs (points from
 * the fuzzer's bytes through hash-to-group, with identities, repeats and negations mixed in;
 * scalars from its bytes, some of them tiny or l - 1) through every strategy, window and
 * thread count on every kernel level the CPU has (portable, MULX/ADX, AVX-512 IFMA, where
 * Pippenger is the multi-buffer kernel), and the precomputed calls, compared by encoding with
 * the naive reference. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch.h"
#include "util/cpu.h"

#define MAX_N 24

static size_t take(const uint8_t **data, size_t *size, uint8_t *out, size_t len) {
    size_t k = *size < len ? *size : len;
    memset(out, 0, len);
    memcpy(out, *data, k);
    *data += k;
    *size -= k;
    return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    uint8_t hdr[2];
    take(&data, &size, hdr, 2);
    size_t n = hdr[0] % (MAX_N + 1);
    unsigned window = hdr[1];
    ecb_ristretto255_point p[MAX_N];
    ecb_ristretto255_scalar s[MAX_N];
    for (size_t i = 0; i < n; i++) {
        uint8_t kind, buf[64];
        take(&data, &size, &kind, 1);
        take(&data, &size, buf, 32);
        switch (kind & 3) {
        case 0:
            ecb_ristretto255_from_uniform_bytes(&p[i], buf);
            break;
        case 1:
            ecb_ristretto255_identity(&p[i]);
            break;
        case 2:
            if (i > 0)
                ecb_ristretto255_negate(&p[i], &p[buf[0] % i]);
            else
                ecb_ristretto255_base(&p[i]);
            break;
        default:
            if (i > 0)
                p[i] = p[buf[0] % i];
            else
                ecb_ristretto255_base(&p[i]);
            break;
        }
        memset(buf + 32, 0, 32);
        switch ((kind >> 2) & 3) {
        case 0: /* tiny */
            memset(buf + 1, 0, 31);
            break;
        case 1: /* l - 1 - small */
            ecb_ristretto255_scalar_from_u64(&s[i], (uint64_t)buf[0] + 1);
            ecb_ristretto255_scalar_neg(&s[i], &s[i]);
            continue;
        default:
            break;
        }
        ecb_ristretto255_scalar_reduce64(&s[i], buf);
    }
    /* the reference */
    ecb_ristretto255_point ref, out;
    ecb_msm_options opt = {0};
    opt.strategy = ECB_MSM_NAIVE;
    if (ecb_msm_ristretto255_var(&ref, p, s, n, &opt) != ECB_OK) abort();
    uint8_t want[32], got[32];
    ecb_ristretto255_encode(want, &ref);
    static const ecb_msm_strategy st[] = {ECB_MSM_AUTO, ECB_MSM_DOUBLE_AND_ADD, ECB_MSM_STRAUS,
                                          ECB_MSM_PIPPENGER};
    /* every strategy on every kernel level the CPU has (portable, adx, ifma) */
    ecb_cpu_level top = ecb_cpu_level_detected();
    for (int level = (int)ECB_CPU_PORTABLE; level <= (int)top; level++) {
        ecb_cpu_level_set((ecb_cpu_level)level);
        for (unsigned k = 0; k < 4; k++)
            for (unsigned t = 1; t <= 2; t++) {
                memset(&opt, 0, sizeof opt);
                opt.strategy = st[k];
                opt.threads = t;
                if (st[k] == ECB_MSM_STRAUS) opt.window = 2 + window % 7;
                if (st[k] == ECB_MSM_PIPPENGER) opt.window = 1 + window % 12;
                if (ecb_msm_ristretto255_var(&out, p, s, n, &opt) != ECB_OK) abort();
                ecb_ristretto255_encode(got, &out);
                if (memcmp(got, want, 32) != 0) abort();
            }
    }
    /* precomputed: the first half static */
    size_t ns = n / 2;
    ecb_msm_ristretto255_precomp *pre = NULL;
    if (ecb_msm_ristretto255_precomp_new(&pre, p, ns, 2 + (window >> 4) % 7) != ECB_OK) abort();
    static const ecb_msm_strategy pst[] = {ECB_MSM_AUTO, ECB_MSM_PRECOMPUTED_STRAUS,
                                           ECB_MSM_PIPPENGER};
    for (unsigned k = 0; k < 3; k++) {
        memset(&opt, 0, sizeof opt);
        opt.strategy = pst[k];
        opt.threads = 1 + (window & 1);
        if (ecb_msm_ristretto255_precomp_var(&out, pre, s, ns, p + ns, s + ns, n - ns, &opt) !=
            ECB_OK)
            abort();
        ecb_ristretto255_encode(got, &out);
        if (memcmp(got, want, 32) != 0) abort();
    }
    ecb_msm_ristretto255_precomp_free(pre);
    return 0;
}
