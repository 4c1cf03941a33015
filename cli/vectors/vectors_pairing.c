/* Vector suite "bls-signatures/pairing" (../shared/vectors/bls-signatures/README.md), run through
 * the public API (include/ecbatch/pairing.h): kind "pairing" gives p (G1) and q (G2), compressed,
 * and the expected e(p, q) "output" as 576 bytes; kind "multi_pairing" gives "pairs" [[p, q], ...]
 * and the expected "product" (576 bytes) and "is_one". Every point must decode (subgroup checks
 * included); an identity pair contributes 1. */
#include <stdlib.h>
#include <string.h>

#include "ecbatch/pairing.h"
#include "vector_suites.h"

/* pairs[i] = [p, q] into ps + 48 i, qs + 96 i; -1 when malformed. */
static int read_pair(const json_t *pair, uint8_t *p, uint8_t *q) {
    const json_t *hp = json_array_get(pair, 0), *hq = json_array_get(pair, 1);
    size_t lp = 0, lq = 0;
    if (!json_is_array(pair) || json_array_size(pair) != 2) return -1;
    uint8_t *bp = json_hex_value_alloc(hp, &lp), *bq = json_hex_value_alloc(hq, &lq);
    int ok = bp != NULL && bq != NULL && lp == 48 && lq == 96;
    if (ok) {
        memcpy(p, bp, 48);
        memcpy(q, bq, 96);
    }
    free(bp);
    free(bq);
    return ok ? 0 : -1;
}

static int pairing_case(const json_t *c, const char **why) {
    const char *kind = json_str(c, "kind");
    uint8_t want[ECB_BLS12_381_GT_BYTES], got[ECB_BLS12_381_GT_BYTES];
    uint8_t *ps = NULL, *qs = NULL;
    size_t n = 0;
    int ok = 0, want_one = -1;
    ecb_bls12_381_gt out;
    ecb_status st;
    *why = "malformed case";
    if (kind != NULL && strcmp(kind, "pairing") == 0) {
        uint8_t p[48], q[96];
        if (json_hex_fixed(c, "p", p, 48) != 0 || json_hex_fixed(c, "q", q, 96) != 0 ||
            json_hex_fixed(c, "output", want, sizeof want) != 0)
            return 0;
        st = ecb_bls12_381_pairing(&out, p, q);
    } else if (kind != NULL && strcmp(kind, "multi_pairing") == 0) {
        const json_t *pairs = json_object_get(c, "pairs"), *one = json_object_get(c, "is_one");
        if (!json_is_array(pairs) || !json_is_boolean(one) ||
            json_hex_fixed(c, "product", want, sizeof want) != 0)
            return 0;
        n = json_array_size(pairs);
        if (n > ECB_BLS12_381_PAIRING_MAX_PAIRS) {
            *why = "more pairs than ECB_BLS12_381_PAIRING_MAX_PAIRS (65536)";
            return 0;
        }
        want_one = json_is_true(one);
        ps = malloc(48 * n + 1);
        qs = malloc(96 * n + 1);
        if (ps == NULL || qs == NULL) {
            *why = "out of memory";
            goto done;
        }
        for (size_t i = 0; i < n; i++)
            if (read_pair(json_array_get(pairs, i), ps + 48 * i, qs + 96 * i) != 0) goto done;
        st = ecb_bls12_381_multi_pairing(&out, ps, 48 * n, qs, 96 * n, n);
    } else {
        *why = "kind is neither \"pairing\" nor \"multi_pairing\"";
        return 0;
    }
    ecb_bls12_381_gt_encode(got, &out);
    if (st != ECB_OK)
        *why = ecb_status_str(st);
    else if (memcmp(got, want, sizeof want) != 0)
        *why = "GT value differs from expected";
    else if (want_one >= 0 && ecb_bls12_381_gt_is_one(&out) != want_one)
        *why = "is_one differs from expected";
    else
        ok = 1;
done:
    free(ps);
    free(qs);
    return ok;
}

int vectors_bls_pairing(const json_t *root, const struct vector_options *opt,
                        struct vector_tally *tally) {
    const json_t *cases = json_object_get(root, "cases");
    (void)opt;
    if (!json_is_array(cases)) return -1;
    size_t i;
    const json_t *c;
    json_array_foreach(cases, i, c) {
        const char *why = NULL;
        int ok = pairing_case(c, &why);
        tally_case(tally, json_str(c, "id"), ok, why);
    }
    return 0;
}
