/* STROBE-128 (STROBE v1.0.2, strobe.sourceforge.io), reduced to the operations Merlin uses:
 * meta-AD, AD and PRF, in the framing of merlin.cool's strobe.rs.
 *
 * The duplex runs over Keccak-f[1600] with rate R = 166 bytes (200 - 2*16 security bytes -
 * 2 framing bytes). Each operation begins by absorbing (old pos_begin, flags); an operation
 * with the C flag (PRF) first runs F if pos != 0. F XORs pos_begin at pos, 0x04 after it and
 * 0x80 at byte R+1, then permutes. The T flag (transport) is never used, so the framing
 * never differs between sender and receiver.
 *
 * The state is the transcript struct of include/ecbatch/merlin.h. Constant time in the
 * absorbed data; only lengths steer the control flow. */
#ifndef ECBATCH_HASH_STROBE128_H
#define ECBATCH_HASH_STROBE128_H

#include <stddef.h>
#include <stdint.h>

#include "ecbatch/merlin.h"

typedef ecb_merlin_transcript ecb_strobe128;

#define ECB_STROBE128_R 166

/* Initialises the state to STROBE-128 with domain "STROBEv1.0.2" and runs
 * meta-AD(protocol_label). */
void ecb_strobe128_init(ecb_strobe128 *s, const uint8_t *protocol_label, size_t label_len);

/* meta-AD(data), flags M|A. With more = 1 the bytes continue the previous operation, which
 * must have been an operation with the same flags (no new framing is absorbed). */
void ecb_strobe128_meta_ad(ecb_strobe128 *s, const uint8_t *data, size_t len, int more);

/* AD(data), flags A. `more` as for meta-AD. */
void ecb_strobe128_ad(ecb_strobe128 *s, const uint8_t *data, size_t len, int more);

/* PRF(len) into out, flags I|A|C: squeezes bytes and zeroes them in the state. `more` as for
 * meta-AD. */
void ecb_strobe128_prf(ecb_strobe128 *s, uint8_t *out, size_t len, int more);

#endif
