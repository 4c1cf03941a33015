/* The fixed-base table of the Lagrange points (include/ecbatch/kzg.h:
 * ecb_kzg_settings_precompute): the engine's ecb_msm_fixed over the 4096 bit-reversed points,
 * and the one linear combination over them that commitments and proofs share, through the
 * table when there is one. The table and the plain MSM give the same group element, hence the
 * same encoding. */
#include "kzg/kzg_internal.h"

ecb_status ecb_kzg_settings_precompute(ecb_kzg_settings *s, size_t memory_budget) {
    if (s == NULL) return ECB_ERR_NULL_POINTER;
    if (memory_budget != 0 && memory_budget < ECB_KZG_TABLE_MIN_BYTES)
        return ECB_ERR_INVALID_ARGUMENT;
    ecb_msm_fixed *table = NULL;
    if (memory_budget != 0) {
        ecb_status st =
            ecb_msm_fixed_bls12_381_g1_new(&table, s->g1_lagrange_brp, KZG_N, memory_budget);
        if (st != ECB_OK) return st; /* the old table stays */
    }
    ecb_msm_fixed_free(s->lagrange_table);
    s->lagrange_table = table;
    return ECB_OK;
}

size_t ecb_kzg_settings_table_size(const ecb_kzg_settings *s) {
    return s == NULL ? 0 : ecb_msm_fixed_table_size(s->lagrange_table);
}

ecb_status kzg_lincomb_lagrange(uint8_t out[48], const ecb_bls12_381_scalar scalars[KZG_N],
                                const ecb_kzg_settings *s) {
    ecb_msm_options opt = {0};
    opt.threads = s->threads;
    ecb_bls12_381_g1 c;
    ecb_status st;
    if (s->lagrange_table != NULL) {
        /* the table, not the engine's choice between it and the plain MSM: the built-in costs
         * rate the table slower than it runs at 4096 points (docs/kzg.md), and the caller chose
         * its budget */
        opt.strategy = ECB_MSM_PIPPENGER;
        st = ecb_msm_fixed_bls12_381_g1_var(&c, s->lagrange_table, scalars, KZG_N, &opt);
    } else {
        st = ecb_msm_bls12_381_g1_var(&c, s->g1_lagrange_brp, scalars, KZG_N, &opt);
    }
    if (st == ECB_OK) ecb_bls12_381_g1_encode(out, &c);
    return st;
}
