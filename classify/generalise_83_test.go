package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise83 holds set 83's one miss, a store reporting its own data
// damaged under a generic code, with other stores' words for the same fact
// (each with its source), and neighbours that must keep their reading.
func TestGeneralise83(t *testing.T) {
	cases := []wordingCase{
		{"stored data damaged: set 83: postgres REL_15 src/backend/access/common/detoast.c elog (XX000)", "postgres", 0, "XX000", "ERROR: missing chunk number 0 for toast value 482113 in pg_toast_2619 (SQLSTATE XX000)", rung.KindPremise},
		{"stored data damaged: postgres REL_15 detoast.c elog \"unexpected chunk number %d (expected %d) for toast value %u in %s\"", "postgres", 0, "XX000", "ERROR: unexpected chunk number 2 (expected 1) for toast value 90211 in pg_toast_16402 (SQLSTATE XX000)", rung.KindPremise},
		{"stored data damaged: postgres REL_15 src/backend/storage/buffer/bufmgr.c \"unexpected data beyond EOF in block %u of relation %s\"", "postgres", 0, "XX000", "ERROR: unexpected data beyond EOF in block 81 of relation base/16384/2619455 (SQLSTATE XX000)", rung.KindPremise},
		{"stored data damaged: postgres REL_15 src/backend/access/nbtree/nbtinsert.c elog \"failed to re-find parent key in index \\\"%s\\\" for split pages %u/%u\"", "postgres", 0, "XX000", `ERROR: failed to re-find parent key in index "orders_created_idx" for split pages 812/813 (SQLSTATE XX000)`, rung.KindPremise},
		{"stored data damaged: MySQL ER_NOT_KEYFILE 1034 (go-sql-driver/mysql MySQLError.Error(): 'Error %d (%s): %s')", "", 0, "1034", "Error 1034 (HY000): Incorrect key file for table './shop/orders.MYI'; try to repair it", rung.KindPremise},
		{"stored data damaged: MySQL ER_CRASHED_ON_USAGE 1194", "", 0, "1194", "Error 1194 (HY000): Table 'sessions' is marked as crashed and should be repaired", rung.KindPremise},
		{"stored data damaged: WiredTiger src/block/block_read.c \"read checksum error for %uB block at offset %u\" as MongoDB logs it", "", 0, "", "WiredTiger error (0) [1733130000:123456][1:0x7f], file:collection-7--123.wt, WT_CURSOR.next: __wt_block_read_off, 226: collection-7--123.wt: read checksum error for 32768B block at offset 1261568: block header checksum of 0x1a2b3c4d doesn't match expected checksum of 0x5e6f7081", rung.KindPremise},
		{"a concurrent catalog update stays transient: postgres heapam.c simple_heap_update elog \"tuple concurrently updated\"", "postgres", 0, "XX000", "ERROR: tuple concurrently updated (SQLSTATE XX000)", rung.KindTransient},
		{"a plain internal error stays unknown: postgres elog \"cache lookup failed for relation %u\"", "postgres", 0, "XX000", "ERROR: cache lookup failed for relation 16402 (SQLSTATE XX000)", rung.KindUnknown},
	}
	runWordingCases(t, cases)
}
