/* The threshold-decryption scheme in G2 (variant MinSig): bte_scheme_impl.h over g2_381. */
#include "group/bls12/bls12_381_codec.h"
#include "group/bls12/g2_381.h"
#include "group/bls12/bls12_381_h2c.h"
#include "bte/bte_labels.h"

/* The proof generator H (spec §2.3): RFC 9380 hash_to_curve of the 39-byte message
 * "commonware.bls12381.bte.proof-generator" with the DST of the variant's signature group
 * (MinSig hashes with the G1 message DST, as upstream). */
static void g2_proof_generator(g2_381_jac *out) {
    g2_381_hash_to_curve(out, (const uint8_t *)BTE_PROOF_GENERATOR_MSG,
                         sizeof BTE_PROOF_GENERATOR_MSG - 1, (const uint8_t *)BTE_DST_G1_MESSAGE,
                         sizeof BTE_DST_G1_MESSAGE - 1);
}

#define BG g2_381
#define BG_F fp2_381
#define BG_PB 96
#define BG_VARIANT ECB_BTE_MINSIG
#define BG_OPS bte_g2_ops
#define BG_DECODE g2_381_decode
#define BG_PROOF_GENERATOR g2_proof_generator
#define BG_MUL_CT g2_381_mul_gls
#define BG_MUL_VAR g2_381_mul_gls_var
#include "bte/bte_scheme_impl.h"
