/* The threshold-decryption scheme in G1 (variant MinPk): bte_scheme_impl.h over g1_381. */
#include "group/bls12/bls12_381_codec.h"
#include "group/bls12/g1_381.h"
#include "group/bls12/bls12_381_h2c.h"
#include "bte/bte_labels.h"

/* The proof generator H (spec §2.3): RFC 9380 hash_to_curve of the 39-byte message
 * "commonware.bls12381.bte.proof-generator" with the DST of the variant's signature group
 * (MinPk hashes with the G2 message DST, as upstream). */
static void g1_proof_generator(g1_381_jac *out) {
    g1_381_hash_to_curve(out, (const uint8_t *)BTE_PROOF_GENERATOR_MSG,
                         sizeof BTE_PROOF_GENERATOR_MSG - 1, (const uint8_t *)BTE_DST_G2_MESSAGE,
                         sizeof BTE_DST_G2_MESSAGE - 1);
}

#define BG g1_381
#define BG_F fp381
#define BG_PB 48
#define BG_VARIANT ECB_BTE_MINPK
#define BG_OPS bte_g1_ops
#define BG_DECODE g1_381_decode
#define BG_PROOF_GENERATOR g1_proof_generator
#define BG_MUL_CT g1_381_mul_glv
#define BG_MUL_VAR g1_381_mul_glv_var
#include "bte/bte_scheme_impl.h"
