package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at c3199600: 35/38 overall, 11/14 tricky.
func TestIndependentCases1265(t *testing.T) {
	runIndependent(t, "testdata/independent1265.jsonl", false)
}

// TestGeneralise1265StaleIn500 holds an ORM's optimistic-lock refusal
// relayed in an HTTP 500 body (Spring Boot's default error body with
// Hibernate's StaleObjectStateException text, a Rails StaleObjectError, an
// EF Core concurrency error): premise by the stale-copy ruling, as under a
// 409. A 500 without those words keeps its transient guess, and a lock
// held now stays transient.
func TestGeneralise1265StaleIn500(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"spring boot body, hibernate stale row", "http", 500, "", `{"timestamp":"2025-03-02T10:21:03.550+00:00","status":500,"error":"Internal Server Error","message":"Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.acme.Cart#91]","path":"/api/carts/91"}`, rung.KindPremise},
		{"rails stale object in a 500", "http", 500, "", `{"status":500,"error":"Internal Server Error","exception":"#<ActiveRecord::StaleObjectError: Attempted to update a stale object: Ticket.>"}`, rung.KindPremise},
		{"ef core concurrency in a 500", "http", 500, "", `{"title":"An error occurred while processing your request.","status":500,"detail":"The database operation was expected to affect 1 row(s), but actually affected 0 row(s); data may have been modified or deleted since entities were loaded."}`, rung.KindPremise},
		{"near miss: plain spring boot 500", "http", 500, "", `{"timestamp":"2025-03-02T10:21:03.550+00:00","status":500,"error":"Internal Server Error","path":"/api/carts/91"}`, rung.KindTransient},
		{"near miss: row lock held by another transaction", "http", 500, "", `{"timestamp":"2025-03-02T10:21:03.550+00:00","status":500,"error":"Internal Server Error","message":"could not obtain lock on row in relation \"carts\"","path":"/api/carts/91"}`, rung.KindTransient},
	})
}
