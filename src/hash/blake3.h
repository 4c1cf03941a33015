/* BLAKE3 (github.com/BLAKE3-team/BLAKE3-specs, "BLAKE3: one function, fast everywhere"):
 * hash, keyed_hash and derive_key modes, each with extendable output (XOF) of any length from
 * any position, incremental or one-shot, for inputs of any length.
 *
 * Input is split into 1024-byte chunks; chunk chaining values are merged into a binary tree
 * whose pending left subtrees sit on a stack (at most 54 entries for inputs below 2^64
 * bytes). The last chunk is kept open until more input arrives, so finalisation can make
 * whichever node is the root.
 *
 * Constant time: branches and indices depend only on lengths and positions, never on input,
 * key or context bytes. A hasher that absorbed secrets must be wiped with ecb_blake3_wipe()
 * (the one-shot functions wipe their own).
 *
 * The same interface runs on the system's libblake3 when the build finds one
 * (blake3_system.c; CMake option ECBATCH_BLAKE3), and the same tests apply. */
#ifndef ECBATCH_HASH_BLAKE3_H
#define ECBATCH_HASH_BLAKE3_H

#include <stddef.h>
#include <stdint.h>

#define ECB_BLAKE3_OUT_LEN 32
#define ECB_BLAKE3_KEY_LEN 32
#define ECB_BLAKE3_BLOCK_LEN 64
#define ECB_BLAKE3_CHUNK_LEN 1024
#define ECB_BLAKE3_MAX_DEPTH 54

#ifdef ECBATCH_SYSTEM_BLAKE3
/* Built against the system's libblake3 (CMake found it; ECBATCH_BLAKE3=system|auto): the
 * hasher is its blake3_hasher (blake3_system.c). */
#include <blake3.h>
typedef struct {
    blake3_hasher h;
} ecb_blake3_hasher;
#else
typedef struct {
    uint32_t key[8];           /* IV, the key, or the derived context key */
    uint32_t cv[8];            /* chaining value of the open chunk */
    uint64_t chunk_counter;    /* index of the open chunk */
    uint8_t block[64];         /* buffered bytes of the open chunk's current block */
    uint8_t block_len;         /* bytes in block */
    uint8_t blocks_compressed; /* blocks of the open chunk already compressed */
    uint8_t flags;             /* mode flags: 0, KEYED_HASH or DERIVE_KEY_MATERIAL */
    uint8_t cv_stack_len;
    uint32_t cv_stack[ECB_BLAKE3_MAX_DEPTH][8]; /* chaining values of complete subtrees */
} ecb_blake3_hasher;
#endif

/* Initialises h for the hash mode. */
void ecb_blake3_init(ecb_blake3_hasher *h);

/* Initialises h for the keyed_hash mode with a 32-byte key. */
void ecb_blake3_init_keyed(ecb_blake3_hasher *h, const uint8_t key[ECB_BLAKE3_KEY_LEN]);

/* Initialises h for the derive_key mode: the context string (NUL-terminated; _raw: any
 * context_len bytes) is hashed into the context key, and the key material then goes through
 * ecb_blake3_update. The context should be a hardcoded, globally unique string. */
void ecb_blake3_init_derive_key(ecb_blake3_hasher *h, const char *context);
void ecb_blake3_init_derive_key_raw(ecb_blake3_hasher *h, const void *context, size_t context_len);

/* Absorbs in[0..len); len may be 0. Updates may follow a finalisation. */
void ecb_blake3_update(ecb_blake3_hasher *h, const uint8_t *in, size_t len);

/* Writes the first 32 output bytes. Does not modify h. */
void ecb_blake3_finalize(const ecb_blake3_hasher *h, uint8_t out[ECB_BLAKE3_OUT_LEN]);

/* Writes the first out_len bytes of the extendable output (any length, 0 included). The first
 * 32 are ecb_blake3_finalize's output. Does not modify h. */
void ecb_blake3_finalize_xof(const ecb_blake3_hasher *h, uint8_t *out, size_t out_len);

/* Writes output bytes seek .. seek + out_len of the extendable output, so that reading a
 * long output in pieces at increasing offsets equals reading it at once. Requires
 * seek + out_len <= 2^64 * 64 (the output counter is 64 bits). Does not modify h. */
void ecb_blake3_finalize_seek(const ecb_blake3_hasher *h, uint64_t seek, uint8_t *out,
                              size_t out_len);

/* Overwrites h with zeros. */
void ecb_blake3_wipe(ecb_blake3_hasher *h);

/* One-shot forms: out_len bytes of output (any length) for in[0..len). */
void ecb_blake3_hash(uint8_t *out, size_t out_len, const uint8_t *in, size_t len);
void ecb_blake3_keyed_hash(uint8_t *out, size_t out_len, const uint8_t key[ECB_BLAKE3_KEY_LEN],
                           const uint8_t *in, size_t len);
void ecb_blake3_derive_key(uint8_t *out, size_t out_len, const void *context, size_t context_len,
                           const uint8_t *key_material, size_t key_material_len);

#endif
