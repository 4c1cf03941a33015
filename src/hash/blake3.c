/* BLAKE3 modes, chunk state and tree (BLAKE3 paper §2.1-§2.6): chunks of 16 blocks with
 * CHUNK_START / CHUNK_END flags, parent nodes over pairs of chaining values, the ROOT flag on
 * the final node's compressions, whose counter then numbers the 64-byte output blocks. */
#include "hash/blake3.h"

#include <sodium.h>
#include <string.h>

#include "hash/blake3_compress.h"
#include "hash/hash_bytes.h"

/* The bundled implementation; ECBATCH_SYSTEM_BLAKE3 selects blake3_system.c instead. */
#ifndef ECBATCH_SYSTEM_BLAKE3

/* ---- chunk state: the open chunk's chaining value and buffered block ---- */

static size_t chunk_len(const ecb_blake3_hasher *h) {
    return (size_t)ECB_BLAKE3_BLOCK_LEN * h->blocks_compressed + h->block_len;
}

static uint32_t chunk_start_flag(const ecb_blake3_hasher *h) {
    return h->blocks_compressed == 0 ? ECB_BLAKE3_CHUNK_START : 0;
}

/* Absorbs len <= 1024 - chunk_len bytes into the open chunk. A full block is compressed only
 * once more bytes arrive, so the chunk's last block stays buffered for CHUNK_END. */
static void chunk_update(ecb_blake3_hasher *h, const uint8_t *in, size_t len) {
    while (len > 0) {
        if (h->block_len == ECB_BLAKE3_BLOCK_LEN) {
            ecb_blake3_compress_in_place(h->cv, h->block, ECB_BLAKE3_BLOCK_LEN, h->chunk_counter,
                                         h->flags | chunk_start_flag(h));
            h->blocks_compressed++;
            h->block_len = 0;
        }
        /* whole blocks straight from the input while more input follows them */
        while (h->block_len == 0 && len > ECB_BLAKE3_BLOCK_LEN) {
            ecb_blake3_compress_in_place(h->cv, in, ECB_BLAKE3_BLOCK_LEN, h->chunk_counter,
                                         h->flags | chunk_start_flag(h));
            h->blocks_compressed++;
            in += ECB_BLAKE3_BLOCK_LEN;
            len -= ECB_BLAKE3_BLOCK_LEN;
        }
        size_t take = ECB_BLAKE3_BLOCK_LEN - h->block_len;
        if (take > len) take = len;
        memcpy(h->block + h->block_len, in, take);
        h->block_len = (uint8_t)(h->block_len + take);
        in += take;
        len -= take;
    }
}

static void chunk_reset(ecb_blake3_hasher *h, uint64_t counter) {
    memcpy(h->cv, h->key, sizeof h->cv);
    h->chunk_counter = counter;
    h->block_len = 0;
    h->blocks_compressed = 0;
}

/* ---- the tree: parent nodes and the stack of complete subtrees ---- */

static void parent_block(uint8_t block[64], const uint32_t left[8], const uint32_t right[8]) {
    for (int i = 0; i < 8; i++) {
        hash_store32_le(block + 4 * i, left[i]);
        hash_store32_le(block + 32 + 4 * i, right[i]);
    }
}

/* Pushes the chaining value of chunk total_chunks - 1. Every trailing zero bit of
 * total_chunks marks a left subtree of equal size now complete: merge with it first. */
static void push_chunk_cv(ecb_blake3_hasher *h, const uint32_t chunk_cv[8], uint64_t total_chunks) {
    uint32_t cv[8];
    uint8_t block[64];
    memcpy(cv, chunk_cv, sizeof cv);
    while ((total_chunks & 1) == 0) {
        h->cv_stack_len--;
        parent_block(block, h->cv_stack[h->cv_stack_len], cv);
        memcpy(cv, h->key, sizeof cv);
        ecb_blake3_compress_in_place(cv, block, ECB_BLAKE3_BLOCK_LEN, 0,
                                     h->flags | ECB_BLAKE3_PARENT);
        total_chunks >>= 1;
    }
    memcpy(h->cv_stack[h->cv_stack_len], cv, sizeof cv);
    h->cv_stack_len++;
}

static void hasher_init(ecb_blake3_hasher *h, const uint32_t key[8], uint8_t flags) {
    memcpy(h->key, key, sizeof h->key);
    h->flags = flags;
    h->cv_stack_len = 0;
    memset(h->block, 0, sizeof h->block);
    chunk_reset(h, 0);
}

void ecb_blake3_init(ecb_blake3_hasher *h) {
    hasher_init(h, ecb_blake3_iv, 0);
}

void ecb_blake3_init_keyed(ecb_blake3_hasher *h, const uint8_t key[ECB_BLAKE3_KEY_LEN]) {
    uint32_t words[8];
    for (int i = 0; i < 8; i++)
        words[i] = hash_load32_le(key + 4 * i);
    hasher_init(h, words, ECB_BLAKE3_KEYED_HASH);
    sodium_memzero(words, sizeof words);
}

void ecb_blake3_init_derive_key_raw(ecb_blake3_hasher *h, const void *context, size_t context_len) {
    uint8_t context_key[ECB_BLAKE3_KEY_LEN];
    uint32_t words[8];
    hasher_init(h, ecb_blake3_iv, ECB_BLAKE3_DERIVE_KEY_CONTEXT);
    ecb_blake3_update(h, context, context_len);
    ecb_blake3_finalize(h, context_key);
    for (int i = 0; i < 8; i++)
        words[i] = hash_load32_le(context_key + 4 * i);
    hasher_init(h, words, ECB_BLAKE3_DERIVE_KEY_MATERIAL);
    sodium_memzero(context_key, sizeof context_key);
    sodium_memzero(words, sizeof words);
}

void ecb_blake3_init_derive_key(ecb_blake3_hasher *h, const char *context) {
    ecb_blake3_init_derive_key_raw(h, context, strlen(context));
}

void ecb_blake3_update(ecb_blake3_hasher *h, const uint8_t *in, size_t len) {
    while (len > 0) {
        if (chunk_len(h) == ECB_BLAKE3_CHUNK_LEN) {
            /* more input follows a full chunk: it is not the root, close it */
            ecb_blake3_compress_in_place(h->cv, h->block, ECB_BLAKE3_BLOCK_LEN, h->chunk_counter,
                                         h->flags | chunk_start_flag(h) | ECB_BLAKE3_CHUNK_END);
            push_chunk_cv(h, h->cv, h->chunk_counter + 1);
            chunk_reset(h, h->chunk_counter + 1);
        }
        if (chunk_len(h) == 0 && len > 2 * ECB_BLAKE3_CHUNK_LEN) {
            /* whole chunks side by side, keeping at least one byte for the open chunk */
            uint32_t cvs[ECB_BLAKE3_PARALLEL_CHUNKS][8];
            size_t n = (len - 1) / ECB_BLAKE3_CHUNK_LEN;
            if (n > ECB_BLAKE3_PARALLEL_CHUNKS) n = ECB_BLAKE3_PARALLEL_CHUNKS;
            ecb_blake3_hash_chunks(in, n, h->key, h->chunk_counter, h->flags, cvs);
            for (size_t i = 0; i < n; i++)
                push_chunk_cv(h, cvs[i], h->chunk_counter + i + 1);
            chunk_reset(h, h->chunk_counter + n);
            in += n * ECB_BLAKE3_CHUNK_LEN;
            len -= n * ECB_BLAKE3_CHUNK_LEN;
            continue;
        }
        size_t take = ECB_BLAKE3_CHUNK_LEN - chunk_len(h);
        if (take > len) take = len;
        chunk_update(h, in, take);
        in += take;
        len -= take;
    }
}

/* ---- finalisation: the root node's inputs, then its output blocks ---- */

struct node_output {
    uint32_t cv[8];
    uint8_t block[64];
    uint32_t block_len;
    uint64_t counter;
    uint32_t flags;
};

/* The root: the open chunk's last block, folded with the stacked subtrees right to left. */
static void root_node(const ecb_blake3_hasher *h, struct node_output *o) {
    memcpy(o->cv, h->cv, sizeof o->cv);
    memset(o->block, 0, sizeof o->block);
    memcpy(o->block, h->block, h->block_len);
    o->block_len = h->block_len;
    o->counter = h->chunk_counter;
    o->flags = h->flags | chunk_start_flag(h) | ECB_BLAKE3_CHUNK_END;
    for (size_t i = h->cv_stack_len; i > 0; i--) {
        uint32_t right[8];
        memcpy(right, o->cv, sizeof right);
        ecb_blake3_compress_in_place(right, o->block, o->block_len, o->counter, o->flags);
        parent_block(o->block, h->cv_stack[i - 1], right);
        memcpy(o->cv, h->key, sizeof o->cv);
        o->block_len = ECB_BLAKE3_BLOCK_LEN;
        o->counter = 0;
        o->flags = h->flags | ECB_BLAKE3_PARENT;
    }
}

void ecb_blake3_finalize_seek(const ecb_blake3_hasher *h, uint64_t seek, uint8_t *out,
                              size_t out_len) {
    struct node_output root;
    uint8_t block[64];
    root_node(h, &root);
    uint64_t counter = seek / ECB_BLAKE3_BLOCK_LEN;
    size_t skip = (size_t)(seek % ECB_BLAKE3_BLOCK_LEN);
    while (out_len > 0) {
        ecb_blake3_compress_xof(root.cv, root.block, root.block_len, counter++,
                                root.flags | ECB_BLAKE3_ROOT, block);
        size_t take = ECB_BLAKE3_BLOCK_LEN - skip;
        if (take > out_len) take = out_len;
        memcpy(out, block + skip, take);
        out += take;
        out_len -= take;
        skip = 0;
    }
    sodium_memzero(&root, sizeof root);
    sodium_memzero(block, sizeof block);
}

#endif /* !ECBATCH_SYSTEM_BLAKE3 */
