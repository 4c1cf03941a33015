/* Names of the status codes of include/ecbatch/status.h. */
#include "ecbatch/status.h"

const char *ecb_status_str(ecb_status status) {
    switch (status) {
    case ECB_OK: return "ok";
    case ECB_ERR_NULL_POINTER: return "null_pointer";
    case ECB_ERR_INVALID_ARGUMENT: return "invalid_argument";
    case ECB_ERR_LENGTH: return "wrong_length";
    case ECB_ERR_SIZE_OVERFLOW: return "size_overflow";
    case ECB_ERR_OUT_OF_MEMORY: return "out_of_memory";
    case ECB_ERR_SCRATCH_TOO_SMALL: return "scratch_too_small";
    case ECB_ERR_UNSUPPORTED: return "unsupported";
    case ECB_ERR_THREADS: return "threads";
    case ECB_ERR_IO: return "io";
    case ECB_ERR_PARSE: return "parse";
    case ECB_ERR_LENGTH_MISMATCH: return "length_mismatch";
    case ECB_ERR_RANDOMNESS: return "randomness";
    case ECB_ERR_TOO_LONG: return "too_long";
    case ECB_ERR_FORMAT_VERSION: return "format_version";
    case ECB_ERR_WRONG_GROUP: return "wrong_group";
    case ECB_ERR_CHECKSUM: return "checksum";
    case ECB_ERR_NON_CANONICAL: return "non_canonical";
    case ECB_ERR_NEGATIVE: return "negative";
    case ECB_ERR_NON_SQUARE: return "non_square";
    case ECB_ERR_NEGATIVE_XY: return "negative_xy";
    case ECB_ERR_Y_ZERO: return "y_zero";
    case ECB_ERR_NOT_ON_CURVE: return "not_on_curve";
    case ECB_ERR_NOT_IN_SUBGROUP: return "not_in_subgroup";
    case ECB_ERR_BAD_FLAGS: return "bad_flags";
    case ECB_ERR_INFINITY_PAYLOAD: return "infinity_nonzero_payload";
    case ECB_ERR_SCALAR_OUT_OF_RANGE: return "scalar_out_of_range";
    case ECB_ERR_IDENTITY: return "identity";
    case ECB_ERR_ZERO: return "zero";
    case ECB_ERR_VERIFY_FAILED: return "verify_failed";
    case ECB_ERR_PROOF_FORMAT: return "proof_format";
    case ECB_ERR_TRANSCRIPT: return "transcript";
    case ECB_ERR_VALUE_OUT_OF_RANGE: return "value_out_of_range";
    case ECB_ERR_PROMISE: return "promise";
    case ECB_ERR_PARAMETERS: return "parameters";
    case ECB_ERR_DUPLICATE_INDEX: return "duplicate_index";
    case ECB_ERR_INDEX_OUT_OF_RANGE: return "index_out_of_range";
    case ECB_ERR_TOO_FEW: return "too_few";
    case ECB_ERR_INVALID_CIPHERTEXT: return "invalid_ciphertext";
    case ECB_ERR_INVALID_RESPONSE: return "invalid_response";
    case ECB_ERR_MISMATCH: return "mismatch";
    case ECB_ERR_INDEX_MISMATCH: return "index_mismatch";
    case ECB_ERR_NO_VALID_CIPHERTEXTS: return "no_valid_ciphertexts";
    case ECB_ERR_INVALID_CIPHERTEXT_SET: return "invalid_ciphertext_set";
    case ECB_ERR_THRESHOLD_MISMATCH: return "threshold_mismatch";
    case ECB_ERR_REPEATED_GENERATOR: return "repeated_generator";
    case ECB_ERR_ZERO_INDEX: return "zero_index";
    case ECB_ERR_SETUP_COUNT: return "setup_count";
    case ECB_ERR_SETUP_MISMATCH: return "setup_mismatch";
    case ECB_ERR_INDEX_ORDER: return "index_order";
    }
    return "unknown_status";
}
