/* libFuzzer target: the trusted-setup text loader (ecb_kzg_settings_load_text,
 * include/ecbatch/kzg.h). Byte 0 picks the mode: bit 0 clear, the rest of the input is the whole
 * text; set, the rest follows a valid header "4096\n65\n", so that the points' tokens are
 * reached. Every outcome must be a documented status, and settings only on ECB_OK. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ecbatch/kzg.h"

static int documented(ecb_status st) {
    return st == ECB_OK || st == ECB_ERR_PARSE || st == ECB_ERR_SETUP_COUNT ||
           st == ECB_ERR_TOO_LONG || st == ECB_ERR_SETUP_MISMATCH || st == ECB_ERR_BAD_FLAGS ||
           st == ECB_ERR_INFINITY_PAYLOAD || st == ECB_ERR_NON_CANONICAL ||
           st == ECB_ERR_NOT_ON_CURVE || st == ECB_ERR_NOT_IN_SUBGROUP;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    static const char header[] = "4096\n65\n";
    size_t extra = (data[0] & 1) ? sizeof header - 1 : 0;
    char *text = malloc(size - 1 + extra + 1);
    if (text == NULL) return 0;
    memcpy(text, header, extra);
    memcpy(text + extra, data + 1, size - 1);
    ecb_kzg_settings *s = (ecb_kzg_settings *)1;
    ecb_status st = ecb_kzg_settings_load_text(&s, text, size - 1 + extra, 1);
    if (!documented(st) || (st == ECB_OK) != (s != NULL)) abort();
    ecb_kzg_settings_free(s);
    free(text);
    return 0;
}
