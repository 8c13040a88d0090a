package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at fad32d8c: 30/42 overall, 12/22 tricky.
// Tolerated: i1273-rails-find-missing-id: ambiguous vs premise ("ActiveRecord's RecordNotFound \"Couldn't find User with 'id'=42\" | ambiguous, as sql.ErrNoRows", set 117/422): find by a primary key the plan holds reads to me as a missing resource, but the ruling names this very wording.
// Tolerated: i1273-rails-api-csrf-422: premise vs denied ("Rails \"Can't verify CSRF token authenticity\" ... | invalid: the caller has the authority, the request lacks the token the server hands out", set 404): I read the token as proof of the session's authority; the ruling reads it as a missing argument (the classifier's premise here is off the ruling too, read from "not verified").
// Tolerated: i1273-laravel-419-csrf: invalid vs denied (the same set 404 ruling names Laravel 419 "CSRF token mismatch."): as above.
// Tolerated: i1273-rails-protected-environment: unknown vs denied: a one-off Rails guard with no class read; the nearest ruling (kubectl drain "use --force to override", set 1085/899: invalid) would read it invalid, not denied.
// Tolerated: i1273-rails-blocked-host-403: denied vs premise: Rails HostAuthorization's 403 names config.hosts to extend; one framework's wording, no class stated here (Django's ALLOWED_HOSTS 400 reads invalid, Vite's allowedHosts 403 denied), left for a ruling.
func TestIndependentCases1273(t *testing.T) {
	runIndependent(t, "testdata/independent1273.jsonl", true,
		"i1273-rails-find-missing-id", "i1273-rails-api-csrf-422", "i1273-laravel-419-csrf",
		"i1273-rails-protected-environment", "i1273-rails-blocked-host-403")
}

// TestGeneralise1273SoleLookup: Rails' and Laravel's one-row lookups that
// found several rows are ambiguous (narrow the lookup), alone or under a
// 500; a lookup that found none keeps its kind.
func TestGeneralise1273SoleLookup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "activerecord sole", protocol: "exec", msg: "Wanted only one Customer (ActiveRecord::SoleRecordExceeded)", want: rung.KindAmbiguous},
		{name: "activerecord sole bare", msg: "Wanted only one Order", want: rung.KindAmbiguous},
		{name: "activerecord sole 500", protocol: "http", status: 500, msg: `{"status":500,"error":"Internal Server Error","exception":"#<ActiveRecord::SoleRecordExceeded: Wanted only one Customer>"}`, want: rung.KindAmbiguous},
		{name: "laravel sole tinker", protocol: "exec", msg: `Illuminate\Database\MultipleRecordsFoundException  3 records were found.`, want: rung.KindAmbiguous},
		{name: "laravel sole 500", protocol: "http", status: 500, msg: `{"message":"2 records were found.","exception":"Illuminate\\Database\\MultipleRecordsFoundException"}`, want: rung.KindAmbiguous},
		// Near misses: no row found keeps the premise of a 404 body; a
		// bare server error stays transient.
		{name: "laravel model 404", protocol: "http", status: 404, msg: `{"message":"No query results for model [App\\Models\\Order] 17"}`, want: rung.KindPremise},
		{name: "bare 500", protocol: "http", status: 500, msg: `{"message":"Server Error"}`, want: rung.KindTransient},
	})
}

// TestGeneralise1273UnknownAttribute: ActiveModel's UnknownAttributeError
// names an attribute of the call's own arguments: invalid.
func TestGeneralise1273UnknownAttribute(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "runner", protocol: "exec", msg: "unknown attribute 'emial' for User. (ActiveModel::UnknownAttributeError)", want: rung.KindInvalid},
		{name: "class first", msg: "ActiveModel::UnknownAttributeError: unknown attribute 'w1273_flag' for Order.", want: rung.KindInvalid},
		// Near miss: "unknown" with no attribute named stays unread.
		{name: "bare unknown", protocol: "exec", msg: "Unknown", want: rung.KindUnknown},
	})
}

// TestGeneralise1273PDOStateBesideNumber: PDO's "SQLSTATE[23000]: ...:
// 1452 ..." is a MySQL-family error whose number and words decide, as the
// go-sql-driver and CLI renderings do (set 1259); a PostgreSQL PDO text
// keeps the state's reading.
func TestGeneralise1273PDOStateBesideNumber(t *testing.T) {
	const child = "SQLSTATE[23000]: Integrity constraint violation: 1452 Cannot add or update a child row: a foreign key constraint fails (`w1273`.`orders`, CONSTRAINT `orders_customer_id_foreign` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`)) (Connection: mysql, SQL: insert into `orders` (`customer_id`) values (1273))"
	runWordingCases(t, []wordingCase{
		{name: "fk child, code", protocol: "exec", code: "23000", msg: child, want: rung.KindPremise},
		{name: "fk child, no code", msg: child, want: rung.KindPremise},
		{name: "fk parent", protocol: "exec", code: "23000", msg: "SQLSTATE[23000]: Integrity constraint violation: 1451 Cannot delete or update a parent row: a foreign key constraint fails (`w1273`.`orders`, CONSTRAINT `orders_customer_id_foreign` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`))", want: rung.KindPremise},
		{name: "privilege", msg: "SQLSTATE[42000]: Syntax error or access violation: 1142 DELETE command denied to user 'w1273_ro'@'10.0.0.5' for table 'orders'", want: rung.KindDenied},
		// Near misses: the duplicate stays conflict; PostgreSQL through PDO
		// (no MySQL number) keeps its SQLSTATE.
		{name: "duplicate", code: "23000", msg: "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'w1273@example.com' for key 'users.users_email_unique'", want: rung.KindConflict},
		{name: "pgsql syntax", msg: "SQLSTATE[42601]: Syntax error: 7 ERROR:  syntax error at or near \"FORM\"", want: rung.KindInvalid},
	})
}

// TestGeneralise1273AppSetupUnder500: a framework's 500 naming setup the
// host has not done (pending migrations, no APP_KEY) is premise, and a
// MySQL privilege refusal quoted in the body is denied; a 500 naming
// neither stays transient.
func TestGeneralise1273AppSetupUnder500(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "rails pending json", protocol: "http", status: 500, msg: `{"status":500,"error":"Internal Server Error","exception":"#<ActiveRecord::PendingMigrationError: Migrations are pending. To resolve this issue, run:\n\n        bin/rails db:migrate\n>"}`, want: rung.KindPremise},
		{name: "rails pending text", protocol: "http", status: 500, msg: "ActiveRecord::PendingMigrationError: Migrations are pending. To resolve this issue, run: bin/rails db:migrate RAILS_ENV=production", want: rung.KindPremise},
		{name: "laravel app key 500", protocol: "http", status: 500, msg: `{"message":"No application encryption key has been specified.","exception":"Illuminate\\Encryption\\MissingAppKeyException"}`, want: rung.KindPremise},
		{name: "laravel app key artisan", protocol: "exec", msg: "Illuminate\\Encryption\\MissingAppKeyException  No application encryption key has been specified.", want: rung.KindPremise},
		{name: "mysql 1142 in 500", protocol: "http", status: 500, msg: `{"message":"SQLSTATE[42000]: Syntax error or access violation: 1142 UPDATE command denied to user 'w1273'@'localhost' for table 'invoices'","exception":"Illuminate\\Database\\QueryException"}`, want: rung.KindDenied},
		// Near misses.
		{name: "laravel server error", protocol: "http", status: 500, msg: `{"message":"Server Error"}`, want: rung.KindTransient},
		{name: "rails 500 page", protocol: "http", status: 500, msg: "We're sorry, but something went wrong.", want: rung.KindTransient},
	})
}
