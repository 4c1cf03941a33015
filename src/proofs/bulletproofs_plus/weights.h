/* The verifier's batch weights (spec §8.2): one non-zero scalar per proof, drawn from a Merlin
 * transcript of every verified proof's binding bytes (bpp_transcript_replay), in batch order.
 * Deterministic, as tari's: the same batch always gets the same weights, and changing any
 * proof (any point, scalar, commitment, promise or its initial transcript) changes the
 * weights of every proof, so no member can be chosen to cancel another's error. */
#ifndef ECBATCH_BPP_WEIGHTS_H
#define ECBATCH_BPP_WEIGHTS_H

#include <stddef.h>

#include "verify_scalars.h"

/* Sets work[i].weight for every i < count whose status is ECB_OK, from the binding bytes of
 * exactly those entries; the others are neither read nor given a weight. */
void bpp_batch_weights(bpp_proof_work *work, size_t count);

#endif
