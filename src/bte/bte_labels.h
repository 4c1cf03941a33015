/* The byte strings of the threshold-decryption profile (profile conventions 6 and 13): the
 * transcript namespaces, noise labels, the KDF prefix and the proof-generator message. ASCII,
 * used without a terminator: pass BTE_STR(x) for pointer and length. */
#ifndef ECBATCH_BTE_LABELS_H
#define ECBATCH_BTE_LABELS_H

#define BTE_STR(s) (s), (sizeof(s) - 1)

#define BTE_NS_CT "ecbatch.bte.v1.ct"
#define BTE_NS_DLEQ "ecbatch.bte.v1.dleq"
#define BTE_NS_RHO "ecbatch.bte.v1.rho"
#define BTE_NS_REQUEST "ecbatch.bte.v1.request"
#define BTE_NS_VERIFY_CTS "ecbatch.bte.v1.verify-ciphertexts"
#define BTE_NS_VERIFY_RESPONSES "ecbatch.bte.v1.verify-responses"
#define BTE_KDF_PREFIX "ecbatch.bte.v1.kdf"

#define BTE_NOISE_CT "ct-chal"
#define BTE_NOISE_DLEQ "dleq-chal"
#define BTE_NOISE_RHO "rho"
#define BTE_NOISE_WEIGHTS "weights"

/* Kept from upstream so that the proof generator's known answer (spec §2.3) holds. */
#define BTE_PROOF_GENERATOR_MSG "commonware.bls12381.bte.proof-generator"
#define BTE_DST_G1_MESSAGE "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"
#define BTE_DST_G2_MESSAGE "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"

#endif
