package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d981c6c: 37/38 overall, 21/22 tricky.
//
// TestIndependentCases628 runs held-out set 628: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, kubernetes, geocoding, MCP), labelled blind.
func TestIndependentCases628(t *testing.T) {
	runIndependent(t, "testdata/independent628.jsonl", true)
}

// TestGeneralise628 holds the record-list ruling for a Python list as its
// repr prints it: two or more instances of one class (pyrepr.go
// reprRecords). One record, bare values and mixed classes are not read.
func TestGeneralise628(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "PyGithub search_repositories printed (github/GithubObject.py __repr__ Repository(full_name=...))", protocol: "http", status: 200,
			msg: `[Repository(full_name="w628-org/billing"), Repository(full_name="w628-org/billing-legacy")]`, want: rung.KindAmbiguous},
		{name: "PyGithub search_users printed (NamedUser(login=...))", protocol: "http", status: 200,
			msg: `[NamedUser(login="dana-w628"), NamedUser(login="dana-w628-ops"), NamedUser(login="danaw")]`, want: rung.KindAmbiguous},
		{name: "Python dataclasses repr of a lookup's rows (docs.python.org dataclasses: generated __repr__)", protocol: "http", status: 200,
			msg: `[Customer(id=17, email='ops@w628.example', name='Ops'), Customer(id=42, email='ops@w628.example', name='Ops (old)')]`, want: rung.KindAmbiguous},
		{name: "google-cloud-bigquery query result rows printed (table.Row __repr__ Row((...), {...}))", protocol: "http", status: 200,
			msg: `[Row((17, 'ops@w628.example'), {'id': 0, 'email': 1}), Row((42, 'ops@w628.example'), {'id': 0, 'email': 1})]`, want: rung.KindAmbiguous},
		{name: "geopy Photon geocode exactly_one=False (Location repr)", protocol: "http", status: 200,
			msg: `[Location(Paris, Île-de-France, France, (48.8588897, 2.3200410217200766, 0.0)), Location(Paris, Lamar County, Texas, United States, (33.6617962, -95.555513, 0.0))]`, want: rung.KindAmbiguous},
		// near misses: one record is an answer; bare values and mixed
		// classes are no record list; a 404 keeps its status reading.
		{name: "near miss: geopy one Location", protocol: "http", status: 200,
			msg: `[Location(Berlin, Deutschland, (52.5170365, 13.3888599, 0.0))]`, want: rung.KindUnknown},
		{name: "near miss: a list of bare strings", protocol: "http", status: 200,
			msg: `['w628-billing', 'w628-billing-legacy']`, want: rung.KindUnknown},
		{name: "near miss: mixed classes", protocol: "http", status: 200,
			msg: `[Repository(full_name="w628-org/billing"), NamedUser(login="dana-w628")]`, want: rung.KindUnknown},
		{name: "near miss: 404 with a repr list", protocol: "http", status: 404,
			msg: `[Repository(full_name="w628-org/billing"), Repository(full_name="w628-org/billing-legacy")]`, want: rung.KindPremise},
	})
}
