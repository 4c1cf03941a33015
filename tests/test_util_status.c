/* Every status code has its own name, and unknown codes are named as such. */
#include "ecbatch/status.h"
#include "testlib.h"

int main(void) {
    tl_init();
    CHECK(strcmp(ecb_status_str(ECB_OK), "ok") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_NON_CANONICAL), "non_canonical") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_TOO_LONG), "too_long") == 0);
    CHECK(strcmp(ecb_status_str(ECB_ERR_ZERO_INDEX), "zero_index") == 0);
    CHECK(strcmp(ecb_status_str((ecb_status)12345), "unknown_status") == 0);
    /* names are distinct across the whole range */
    const char *seen[200];
    int count = 0;
    for (int code = 0; code >= -120; code--) {
        const char *name = ecb_status_str((ecb_status)code);
        if (strcmp(name, "unknown_status") == 0) continue;
        for (int i = 0; i < count; i++) CHECK(strcmp(seen[i], name) != 0);
        seen[count++] = name;
    }
    CHECK(count >= 30);
    return tl_finish("test_util_status");
}
