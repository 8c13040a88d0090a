package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases567 runs held-out set 567: SaaS APIs through their Go clients and CLIs (documented), labelled blind.
// First run at 415dfd9: 33/34 overall, 23/24 tricky.
func TestIndependentCases567(t *testing.T) {
	runIndependent(t, "testdata/independent567.jsonl", true)
}

// TestGeneralise567 holds the keyed lookup that found nothing ("no <thing>
// found for/at <key>", keyednone.go) and the near misses that keep their
// rulings.
func TestGeneralise567(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Vault kv get: No value found at", msg: "No value found at secret/data/w567/db", want: rung.KindPremise},
		{name: "Python importlib.metadata PackageNotFoundError", msg: "importlib.metadata.PackageNotFoundError: No package metadata was found for w567-client", want: rung.KindPremise},
		{name: "docker buildx: no builder found", msg: `ERROR: no builder "w567-multi" found`, want: rung.KindPremise},
		{name: "gh pr view: another branch", msg: `no pull requests found for branch "w567-hotfix-2"`, want: rung.KindPremise},
		{name: "Helm-style release lookup by name", msg: `Error: no release found for "w567-api"`, want: rung.KindPremise},
		// Near misses: the worded tables rule these first.
		{name: "near miss: npm ETARGET no matching version", msg: "npm error notarget No matching version found for w567-lib@^9.0.0.", want: rung.KindInvalid},
		{name: "near miss: JDBC no suitable driver", msg: "java.sql.SQLException: No suitable driver found for jdbc:w567://db:5432/app", want: rung.KindInvalid},
		{name: "near miss: kubectl empty listing", msg: "No resources found in w567-ops namespace.", want: rung.KindAmbiguous},
		{name: "near miss: a lookup's zero count", msg: `found 0 records matching "w567"`, want: rung.KindAmbiguous},
	})
}
