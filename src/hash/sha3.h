/* SHA-3 and SHAKE (FIPS 202 §6): Keccak[c] sponges over Keccak-f[1600] with an incremental
 * absorb / squeeze API.
 *
 * Rates (FIPS 202 §6.1, §6.2): SHA3-256 136 bytes, SHA3-512 72, SHAKE128 168, SHAKE256 136.
 * Domain bytes: SHA3 appends bits 01 and SHAKE bits 1111 before pad10*1, i.e. the first
 * padding byte is 0x06 (SHA3) or 0x1f (SHAKE), and 0x80 is XORed into the last rate byte.
 *
 * Constant time: no branch or memory index depends on the data, only on lengths. Sponges that
 * absorbed secrets must be wiped with ecb_keccak_wipe() (the *_final functions and the
 * one-shot functions wipe their own state). */
#ifndef ECBATCH_HASH_SHA3_H
#define ECBATCH_HASH_SHA3_H

#include <stddef.h>
#include <stdint.h>

/* A Keccak sponge: state, rate in bytes, byte position within the rate, the domain/padding
 * byte, and whether squeezing has begun. */
typedef struct {
    uint64_t state[25];
    size_t rate;
    size_t pos;
    uint8_t pad;
    int squeezing;
} ecb_keccak_sponge;

/* One-shot SHA3-256 / SHA3-512 of in[0..len). */
void ecb_sha3_256(uint8_t out[32], const uint8_t *in, size_t len);
void ecb_sha3_512(uint8_t out[64], const uint8_t *in, size_t len);

/* Incremental SHA3: init, any number of ecb_keccak_absorb calls, then final, which writes the
 * digest and wipes the sponge. */
void ecb_sha3_256_init(ecb_keccak_sponge *s);
void ecb_sha3_256_final(ecb_keccak_sponge *s, uint8_t out[32]);
void ecb_sha3_512_init(ecb_keccak_sponge *s);
void ecb_sha3_512_final(ecb_keccak_sponge *s, uint8_t out[64]);

/* SHAKE128 / SHAKE256 sponges, ready to absorb. */
void ecb_shake128_init(ecb_keccak_sponge *s);
void ecb_shake256_init(ecb_keccak_sponge *s);

/* One-shot SHAKE128 / SHAKE256: out_len bytes of output for in[0..len). */
void ecb_shake128(uint8_t *out, size_t out_len, const uint8_t *in, size_t len);
void ecb_shake256(uint8_t *out, size_t out_len, const uint8_t *in, size_t len);

/* Absorbs in[0..len) (len may be 0). Preconditions: s was set up by one of the init
 * functions (a wiped or finalised sponge must be initialised again) and squeezing has not
 * begun; violations are caught by assert in builds without NDEBUG. */
void ecb_keccak_absorb(ecb_keccak_sponge *s, const uint8_t *in, size_t len);

/* Writes the next len bytes of output. The first call pads and finalises the absorbed input;
 * later calls continue the same output stream, so squeezing n bytes in pieces equals
 * squeezing them at once. Precondition as for absorb: s was set up by an init function. */
void ecb_keccak_squeeze(ecb_keccak_sponge *s, uint8_t *out, size_t len);

/* Overwrites the sponge with zeros. */
void ecb_keccak_wipe(ecb_keccak_sponge *s);

#endif
