/* libFuzzer target: the file readers of `ecbatch bte` (cli/bte_files.c), the same code the
 * command runs. Byte 0 picks the reader (bit 1: public file, else batch file) and the batch's
 * variant (bit 0: MinSig); the rest is the file. An accepted file must re-encode byte for byte
 * (batch: context and every ciphertext; public file: variant byte and polynomial); a rejection
 * must leave nothing allocated and give a reason. The lengths the command's reader takes from a
 * file's first bytes (bte_file_limit) must never cut an accepted file short: on every prefix
 * of it at least its length, on the whole of it (and of each ciphertext in a batch) exactly
 * its length; on any input they must return. Responses are read by the library's decoder
 * alone, which fuzz_bte_response_decode covers. */
#include <sodium.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bte_files.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The length limit's function on prefixes of an accepted file of len bytes. */
static void check_length(const struct cli_limit *l, const uint8_t *in, size_t len) {
    size_t cuts[] = {1, len / 2, len - 1, len};
    for (size_t k = 0; k < sizeof cuts / sizeof cuts[0]; k++) {
        if (cuts[k] == 0) continue;
        size_t announced = l->length(in, cuts[k], l->ctx);
        if (announced == CLI_LENGTH_BAD || announced < len || announced > l->max) abort();
        if (cuts[k] == len && announced != len) abort();
    }
}

static void check_batch(ecb_bte_variant v, const uint8_t *in, size_t len) {
    struct bte_batch b;
    char why[200] = "";
    struct cli_limit lb = bte_file_limit(BTE_FILE_BATCH, &v);
    struct cli_limit lc = bte_file_limit(BTE_FILE_CIPHERTEXT, &v);
    if (len > 0) lb.length(in, len, &v);
    ecb_status st = bte_batch_decode(&b, v, in, len, why, sizeof why);
    if (st != ECB_OK) {
        if (b.cts != NULL || b.context != NULL || b.count != 0 || why[0] == '\0') abort();
        return;
    }
    if (b.count == 0 || b.count > ECB_BTE_MAX_BATCH) abort();
    uint8_t **cts = calloc(b.count, sizeof *cts);
    size_t *lens = calloc(b.count, sizeof *lens), out_len = 0;
    if (cts == NULL || lens == NULL) abort();
    for (size_t i = 0; i < b.count; i++) {
        lens[i] = ecb_bte_ciphertext_encoded_size(b.cts[i]);
        if ((cts[i] = malloc(lens[i])) == NULL) abort();
        ecb_bte_ciphertext_encode(cts[i], b.cts[i]);
        check_length(&lc, cts[i], lens[i]);
    }
    check_length(&lb, in, len);
    uint8_t *again = bte_batch_encode(b.context, b.context_len, (const uint8_t *const *)cts, lens,
                                      b.count, &out_len);
    if (again == NULL || out_len != len || memcmp(again, in, len) != 0) abort();
    free(again);
    for (size_t i = 0; i < b.count; i++)
        free(cts[i]);
    free(cts);
    free(lens);
    bte_batch_free(&b);
}

static void check_public(const uint8_t *in, size_t len) {
    ecb_bte_public *pub = NULL;
    char why[200] = "";
    struct cli_limit lp = bte_file_limit(BTE_FILE_PUBLIC, NULL);
    if (len > 0) lp.length(in, len, NULL);
    ecb_status st = bte_public_file_decode(&pub, in, len, why, sizeof why);
    if (st != ECB_OK) {
        if (pub != NULL || why[0] == '\0') abort();
        return;
    }
    size_t n = ecb_bte_public_encoded_size(pub);
    uint8_t *again = malloc(n + 1);
    if (again == NULL || n + 1 != len) abort();
    again[0] = (uint8_t)ecb_bte_public_variant(pub);
    ecb_bte_public_encode(again + 1, pub);
    if (memcmp(again, in, len) != 0) abort();
    check_length(&lp, in, len);
    free(again);
    ecb_bte_public_free(pub);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    if (sodium_init() < 0) abort();
    if (data[0] & 2)
        check_public(data + 1, size - 1);
    else
        check_batch((data[0] & 1) ? ECB_BTE_MINSIG : ECB_BTE_MINPK, data + 1, size - 1);
    return 0;
}
