package classify

import "testing"

// TestIndependentCases821 runs held-out set 821: error answers of non-Go web frameworks (Django/DRF, Rails, Laravel, Express/NestJS, Spring Boot, FastAPI, ASP.NET Core, Flask, PHP), labelled blind.
func TestIndependentCases821(t *testing.T) {
	runIndependent(t, "testdata/independent821.jsonl", false)
}
