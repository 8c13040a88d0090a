package classify

import "testing"

// First run at d6e5cdf1: 26/28 overall, 12/14 tricky.
// Tolerated: i1037-pg-typechange: invalid vs premise (docs/taxonomy.md PostgreSQL table: class 22 invalid; set 58: a data exception is premise only when the text names a migration or quotes ALTER TABLE ... TYPE): pgx's err.Error() carries neither, so the text is word for word a bad literal (the call's own value, invalid); the row that fails is a stored one (premise). Only the statement, which the classifier never sees, tells them apart.
// Tolerated: i1037-pg-add-notnull-col: premise vs invalid (docs/taxonomy.md: 23502 "contains null values" while adding NOT NULL is premise, the existing rows break the new rule): ALTER TABLE ADD COLUMN ... NOT NULL without a DEFAULT gives the same words as SET NOT NULL on dirty data; for a new column the repair is a DEFAULT (invalid), yet the stored rows are indeed what the rule fails on (premise). The message cannot tell the two statements apart.
func TestIndependentCases1037(t *testing.T) {
	runIndependent(t, "testdata/independent1037.jsonl", true, "i1037-pg-typechange", "i1037-pg-add-notnull-col")
}
