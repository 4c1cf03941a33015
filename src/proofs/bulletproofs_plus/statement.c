/* Statement rules (spec §3, RangeStatement::init). */
#include "params.h"

ecb_status ecb_bpp_statement_check(const ecb_bpp_statement *statement) {
    if (statement == NULL || statement->params == NULL || statement->commitments == NULL)
        return ECB_ERR_NULL_POINTER;
    size_t m = statement->aggregation;
    if (m == 0 || (m & (m - 1)) != 0 || m > statement->params->max_aggregation)
        return ECB_ERR_INVALID_ARGUMENT;
    if (statement->seed_nonce != NULL && m != 1) return ECB_ERR_INVALID_ARGUMENT;
    return ECB_OK;
}
