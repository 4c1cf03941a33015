/* The verifier's batch weights (spec §8.2); see weights.h. */
#include "weights.h"

#include "transcript.h"

void bpp_batch_weights(bpp_proof_work *work, size_t count) {
    static const char label[] = "Bulletproofs+ verifier weights";
    static const uint8_t null_rng[32] = {0};
    ecb_merlin_transcript weights;
    bpp_rng rng;
    ecb_merlin_init(&weights, (const uint8_t *)label, sizeof label - 1);
    for (size_t i = 0; i < count; i++)
        if (work[i].status == ECB_OK)
            ecb_merlin_append_message(&weights, (const uint8_t *)"proof", 5, work[i].binding, 32);
    bpp_rng_build(&rng, &weights, NULL, 0, null_rng);
    for (size_t i = 0; i < count; i++)
        if (work[i].status == ECB_OK) bpp_rng_scalar_not_zero(&rng, &work[i].weight);
}
