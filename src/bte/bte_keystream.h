/* The keystream that masks message bodies (spec §2.5 with profile convention 14):
 * keystream(K, label, n) = the first n bytes of the unkeyed BLAKE3 XOF over
 * "ecbatch.bte.v1.kdf" || u64_le(n) || enc(K) || u32_le(len(label)) || label. */
#ifndef ECBATCH_BTE_KEYSTREAM_H
#define ECBATCH_BTE_KEYSTREAM_H

#include <stddef.h>
#include <stdint.h>

/* out[i] = in[i] XOR keystream(K, label, len)[i] for i < len (out may equal in); k_enc is the
 * compressed encoding of K (k_enc_len bytes). label_len must be below 2^32 (callers check).
 * Constant time in K, in and the output; the hasher is wiped. */
void bte_keystream_xor(uint8_t *out, const uint8_t *in, size_t len, const uint8_t *k_enc,
                       size_t k_enc_len, const uint8_t *label, size_t label_len);

#endif
