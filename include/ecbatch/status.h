/** @file
 * ecbatch status codes.
 *
 * Every fallible function returns an ecb_status: ECB_OK (0) on success, a specific negative
 * code otherwise. Codes are grouped by the layer that raises them; ecb_status_str() names
 * each one. Codes are stable: new ones are appended within their group's range. */
#ifndef ECBATCH_STATUS_H
#define ECBATCH_STATUS_H

#ifdef __cplusplus
extern "C" {
#endif

/** The status of a fallible call: ECB_OK or one specific negative error code. */
typedef enum ecb_status {
    ECB_OK = 0, /**< success */

    /* API use (-1 .. -19) */
    ECB_ERR_NULL_POINTER = -1,      /**< a required pointer argument is NULL */
    ECB_ERR_INVALID_ARGUMENT = -2,  /**< an argument is outside its documented domain */
    ECB_ERR_LENGTH = -3,            /**< a buffer has the wrong length */
    ECB_ERR_SIZE_OVERFLOW = -4,     /**< a count whose byte size would overflow or exceed limits */
    ECB_ERR_OUT_OF_MEMORY = -5,     /**< an allocation failed */
    ECB_ERR_SCRATCH_TOO_SMALL = -6, /**< caller scratch is smaller than the size query said */
    ECB_ERR_UNSUPPORTED = -7, /**< the operation (e.g. an MSM strategy) is not available here */
    ECB_ERR_THREADS = -8,     /**< a worker thread could not be started */
    ECB_ERR_IO = -9,          /**< a file could not be read or written */
    ECB_ERR_PARSE = -10,      /**< a text or JSON input is malformed */
    ECB_ERR_LENGTH_MISMATCH = -11, /**< two lengths that must agree do not */
    ECB_ERR_RANDOMNESS = -12,      /**< the random source failed */
    ECB_ERR_TOO_LONG = -13,        /**< an input is longer than its format can encode (a Merlin
                                        message or challenge of 2^32 bytes or more) */
    ECB_ERR_FORMAT_VERSION = -14,  /**< saved bytes of a format version this build cannot read */
    ECB_ERR_WRONG_GROUP = -15,     /**< an object or saved bytes of another group than asked */
    ECB_ERR_CHECKSUM = -16,        /**< saved bytes whose checksum does not match (corrupted) */

    /* Encodings of field elements, scalars and points (-20 .. -39) */
    ECB_ERR_NON_CANONICAL = -20,       /**< an integer encoding is >= its modulus */
    ECB_ERR_NEGATIVE = -21,            /**< ristretto255: s is negative (odd) */
    ECB_ERR_NON_SQUARE = -22,          /**< ristretto255 / compressed points: no square root */
    ECB_ERR_NEGATIVE_XY = -23,         /**< ristretto255: x*y is negative */
    ECB_ERR_Y_ZERO = -24,              /**< ristretto255: y = 0 */
    ECB_ERR_NOT_ON_CURVE = -25,        /**< the coordinates do not satisfy the curve equation */
    ECB_ERR_NOT_IN_SUBGROUP = -26,     /**< the point is outside the prime-order subgroup */
    ECB_ERR_BAD_FLAGS = -27,           /**< compression / infinity / sort flag bits are invalid */
    ECB_ERR_INFINITY_PAYLOAD = -28,    /**< infinity flag with non-zero payload bits */
    ECB_ERR_SCALAR_OUT_OF_RANGE = -29, /**< a scalar encoding is >= the group order */
    ECB_ERR_IDENTITY = -30,            /**< the identity where a non-identity point is required */
    ECB_ERR_ZERO = -31,                /**< zero where an invertible element is required */

    /* Protocols (-40 .. -79) */
    ECB_ERR_VERIFY_FAILED = -40,      /**< a proof or equation check did not hold */
    ECB_ERR_PROOF_FORMAT = -41,       /**< a proof's layout is wrong (length, counts, fields) */
    ECB_ERR_TRANSCRIPT = -42,         /**< a transcript operation was misused */
    ECB_ERR_VALUE_OUT_OF_RANGE = -43, /**< a value does not fit the proof's bit length */
    ECB_ERR_PROMISE = -44,            /**< a minimum value promise exceeds the value */
    ECB_ERR_PARAMETERS = -45,         /**< inconsistent protocol parameters */
    ECB_ERR_DUPLICATE_INDEX = -46,    /**< a participant index (or a KZG cell index) occurs
                                           twice */
    ECB_ERR_INDEX_OUT_OF_RANGE = -47, /**< a participant index is at or above its bound (n,
                                           or ECB_BTE_MAX_PARTICIPANTS); a KZG cell index at or
                                           above ECB_KZG_CELLS_PER_EXT_BLOB */
    ECB_ERR_TOO_FEW = -48,            /**< fewer shares or responses than the threshold */
    ECB_ERR_INVALID_CIPHERTEXT = -49, /**< a ciphertext failed its validity proof */
    ECB_ERR_INVALID_RESPONSE = -50,   /**< a server response failed verification */
    ECB_ERR_MISMATCH = -51,           /**< inputs that must correspond do not (e.g. index sets) */
    ECB_ERR_INDEX_MISMATCH = -52,     /**< a response's index differs from its public share's */
    ECB_ERR_NO_VALID_CIPHERTEXTS = -53,   /**< a batch request holds no valid ciphertext */
    ECB_ERR_INVALID_CIPHERTEXT_SET = -54, /**< a response covers other ciphertexts than asked */
    ECB_ERR_THRESHOLD_MISMATCH = -55, /**< a threshold other than the dealing's (the public
                                           polynomial's degree + 1) */
    ECB_ERR_REPEATED_GENERATOR = -56, /**< a generator equal to another one of the same set */
    ECB_ERR_ZERO_INDEX = -57,         /**< a participant index of 0 where indices count from 1
                                           (threshold signatures' x = share index + 1) */
    ECB_ERR_SETUP_COUNT = -58,        /**< a KZG trusted setup declaring other point counts than
                                           the preset's (4096 G1, 65 G2) */
    ECB_ERR_SETUP_MISMATCH = -59,     /**< a KZG trusted setup whose parts do not belong to one
                                           secret (powers, G2 points, Lagrange points) */
    ECB_ERR_INDEX_ORDER = -60,        /**< indices out of their required order (a KZG cell
                                           recovery's cell indices must ascend) */
} ecb_status;

/** A short, stable, human-readable name for a status code ("ok", "non_canonical", ...).
 * Unknown codes give "unknown_status". Never returns NULL. */
const char *ecb_status_str(ecb_status status);

#ifdef __cplusplus
}
#endif
#endif
