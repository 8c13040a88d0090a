package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 08f0007f: 30/32 overall, 15/17 tricky.
// Fixed later by the lead: i1040-gcp-firestore-datastore-mode (stated.go: a Firestore database's mode the API does not serve is premise).
func TestIndependentCases1040(t *testing.T) {
	runIndependent(t, "testdata/independent1040.jsonl", true)
}

// TestGeneralise1040: a foreign key break said "violated"/"violation" (set 1040, Prisma P2003).
func TestGeneralise1040(t *testing.T) {
	P, I, C := rung.KindPremise, rung.KindInvalid, rung.KindConflict
	runWordingCases(t, []wordingCase{
		{"prisma 5 P2003 update (set 1040)", "", 0, "P2003", "\nInvalid `prisma.comment.update()` invocation:\n\n\nForeign key constraint violated on the constraint: `Comment_postId_fkey`", P},
		{"prisma P2003 older wording", "", 0, "", "\nInvalid `prisma.post.create()` invocation:\n\n\nForeign key constraint failed on the field: `authorId`", P},
		{"firebird fk", "", 0, "", "violation of FOREIGN KEY constraint \"FK_ORDERS_CUST\" on table \"ORDERS\"", P},
		{"derby fk", "", 0, "", "INSERT on table 'ORDERS' caused a violation of foreign key constraint 'FK_CUST' for key (42).  The statement has been rolled back.", P},
		{"hsqldb fk", "", 0, "", "integrity constraint violation: foreign key no parent; FK_ORDERS_CUST table: ORDERS", P},
		{"oracle ora-02291", "", 0, "", "ORA-02291: integrity constraint (SHOP.FK_ORDERS_CUST) violated - parent key not found", P},
		{"sequelize fk", "", 0, "", "SequelizeForeignKeyConstraintError: insert or update on table \"orders\" violates foreign key constraint \"orders_customer_id_fkey\"", P},
		// Near misses: same words, other kinds.
		{"near: prisma P2002 unique", "", 0, "P2002", "\nInvalid `prisma.user.create()` invocation:\n\n\nUnique constraint failed on the fields: (`email`)", C},
		{"near: oracle ora-00001 unique violated", "", 0, "", "ORA-00001: unique constraint (SHOP.USERS_EMAIL_UK) violated", C},
		{"near: mysql 1215 cannot add fk", "", 0, "", "Error 1215 (HY000): Cannot add foreign key constraint", I},
		{"near: pg check constraint", "postgres", 0, "23514", "new row for relation \"orders\" violates check constraint \"orders_quantity_check\"", I},
	})
}
