package classify

import "testing"

// First run at dd39704e: 32/33 overall, 15/16 tricky.
//
// Tolerated: i1192-arm-scope-locked: denied vs premise (docs/taxonomy.md, "Azure Resource Manager codes that say more than their 409 or 400 (set 382; the lead)": "RequestDisallowedByAzure, ScopeLocked | ... denied"): a management lock binds every role, Owner included, and Azure's own text says "Please remove the lock and try again", which reads as the scope's state to change first (premise); yet lifting it takes Microsoft.Authorization/locks/delete, which an agent seldom holds, so the written ruling's hand-back (denied) holds too. Blind sets split 4 to 4 (denied: 1002, 1073, 1115, 1119; premise: 967, 1020, 1142, 1192), so it is not flipped here.
func TestIndependentCases1192(t *testing.T) {
	runIndependent(t, "testdata/independent1192.jsonl", true, "i1192-arm-scope-locked")
}
