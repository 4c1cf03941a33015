/* ecbatch: fast multi-scalar multiplication and the batch-verification protocols built on it.
 * This header includes every module's public header. */
#ifndef ECBATCH_H
#define ECBATCH_H

#include "ecbatch/status.h"
#include "ecbatch/ristretto255.h"
#include "ecbatch/bls12_381.h"
#include "ecbatch/pairing.h"
#include "ecbatch/bls.h"
#include "ecbatch/kzg.h"
#include "ecbatch/bls12_377.h"
#include "ecbatch/bn254.h"
#include "ecbatch/msm.h"
#include "ecbatch/merlin.h"
#include "ecbatch/bulletproofs_plus.h"
#include "ecbatch/bte.h"

#endif
