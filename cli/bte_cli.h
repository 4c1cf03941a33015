/* Shared pieces of the `ecbatch bte` commands (cli/cmd_bte.c) and the threshold-decryption
 * demo (cli/demo_bte.c). */
#ifndef ECBATCH_CLI_BTE_CLI_H
#define ECBATCH_CLI_BTE_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/bte.h"

/* Prints label and the hex of b (at most 64 bytes, "..." when longer). */
void bte_print_hex(const char *label, const uint8_t *b, size_t len);
/* Prints "<who>: valid" or the spec's error (§9) with its arguments. */
void bte_print_error(const char *who, const ecb_bte_error *e);
/* One round trip with t-of-n servers of which server 1 lies (2 <= t < n <= 64); 0 when every
 * valid message is recovered and the liar is named. */
int demo_bte_round(ecb_bte_variant v, uint32_t t, uint32_t n);

#endif
