package classify

import "testing"

// First run at f7f165a2: 34/36 overall, 12/13 tricky.
// Tolerated: i1401-drf-csrf-cookie: invalid vs denied (ruling, label error): the set-404 CSRF ruling (csrftoken.go csrfWords, docs/taxonomy.md) lists Django's "CSRF cookie not set" as invalid: the caller holds the authority and lacks the token the server hands out; the label read the guard as an authentication refusal.
// Tolerated: i1401-spring-404-nohandler: premise vs invalid (ruling, label error): Spring Boot's bare error JSON {timestamp,status,error,path} carries no message by default (server.error.include-message=never since 2.3), so a controller's ResponseStatusException 404 for a missing record looks the same as an unmapped path; the 404 ruling reads a body that says no more than the status premise, as Go's "404 page not found".
func TestIndependentCases1401(t *testing.T) {
	runIndependent(t, "testdata/independent1401.jsonl", true, "i1401-drf-csrf-cookie", "i1401-spring-404-nohandler")
}

// TestGeneralise1401DRFUniqueValidator: Django REST framework's
// UniqueValidator and UniqueForDate/Month/YearValidator answer a field whose
// value a stored row already holds with the field's whole message "This field
// must be unique." or "This field must be unique for the "x" date."
// (rest_framework/validators.py): conflict, as ModelSerializer's "... with this
// email already exists." A list inside the call ("Items in this field must be
// unique") and a schema's uniqueness rule stay invalid.
func TestGeneralise1401DRFUniqueValidator(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"drf-unique", "http", 400, "", `{"sku":["This field must be unique."]}`, conflict},
		{"drf-unique-spaced", "http", 400, "", `{"sku": ["This field must be unique."]}`, conflict},
		{"drf-unique-date", "http", 400, "", `{"slug":["This field must be unique for the \"published\" date."]}`, conflict},
		{"drf-unique-month", "http", 400, "", `{"title":["This field must be unique for the \"created\" month."]}`, conflict},
		{"drf-unique-repr", "", 0, "", `{'sku': [ErrorDetail(string='This field must be unique.', code='unique')]}`, conflict},
		{"drf-unique-together", "http", 400, "", `{"non_field_errors":["The fields team, name must make a unique set."]}`, conflict},
		// near misses
		{"items-unique", "http", 400, "", `{"tags":["Items in this field must be unique."]}`, invalid},
		{"tool-names-unique", "http", 400, "", `{"error":"Tool names must be unique."}`, invalid},
		{"drf-required", "http", 400, "", `{"sku":["This field is required."]}`, invalid},
		{"drf-choice", "http", 400, "", `{"status":["\"shipped2\" is not a valid choice."]}`, invalid},
	})
}

// TestGeneralise1401LookupWithoutKey: ActiveRecord's find given nil or an
// empty list raises RecordNotFound "Couldn't find Order without an ID", and
// given an id past the column's integer range "Couldn't find Order with an out
// of range value for 'id'" (activerecord core.rb, finder_methods.rb; ActiveHash,
// Kredis, Modis copy the words). Rails renders them as a 404, but no row was
// sought: the request lacked the id or sent an impossible one, invalid. A
// lookup that ran and found nothing stays premise (404) or ambiguous (bare).
func TestGeneralise1401LookupWithoutKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rails-noid-404", "http", 404, "", `{"error":"Couldn't find Order without an ID"}`, invalid},
		{"rails-noid-lower", "http", 404, "", `{"message":"Couldn't find Post without an id"}`, invalid},
		{"rails-range-404", "http", 404, "", `{"status":404,"error":"Not Found","exception":"#<ActiveRecord::RecordNotFound: Couldn't find Order with an out of range value for 'id'>"}`, invalid},
		{"rails-noid-plain", "", 0, "", `ActiveRecord::RecordNotFound: Couldn't find Invoice without an ID`, invalid},
		// near misses
		{"rails-found-nothing-404", "http", 404, "", `{"error":"Couldn't find Order with 'id'=77"}`, premise},
		{"rails-plain", "", 0, "", `Couldn't find Invoice with 'id'=9`, ambiguous},
		{"created-without-id", "", 0, "", `trail build-7 was created without an id`, unk},
		{"couldnt-find-file", "http", 404, "", `Couldn't find file config.yml`, premise},
	})
}

// TestGeneralise1401CSRFReferer: Django's CsrfViewMiddleware also checks the
// Referer header over HTTPS (django/middleware/csrf.py REASON_NO_REFERER,
// REASON_MALFORMED_REFERER, REASON_INSECURE_REFERER; DRF relays them as
// "CSRF Failed: ..."). A header missing, malformed or plain-http is the
// request's own, as the set-404 CSRF ruling reads a missing token: invalid. A
// Referer or Origin that "does not match any trusted origins" is the server's
// policy about the caller's site and stays denied.
func TestGeneralise1401CSRFReferer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"referer-none", "http", 403, "", `{"detail":"CSRF Failed: Referer checking failed - no Referer."}`, invalid},
		{"referer-malformed", "http", 403, "", `{"detail":"CSRF Failed: Referer checking failed - Referer is malformed."}`, invalid},
		{"referer-insecure", "http", 403, "", `{"detail":"CSRF Failed: Referer checking failed - Referer is insecure while host is secure."}`, invalid},
		{"referer-nostatus", "", 0, "", `Forbidden (Referer checking failed - no Referer.): /api/orders/`, invalid},
		// near misses
		{"referer-untrusted", "http", 403, "", `{"detail":"CSRF Failed: Referer checking failed - https://tools.example.org/ does not match any trusted origins."}`, denied},
		{"origin-untrusted", "http", 403, "", `{"detail":"CSRF Failed: Origin checking failed - https://agent.internal does not match any trusted origins."}`, denied},
		{"drf-permission", "http", 403, "", `{"detail":"You do not have permission to perform this action."}`, denied},
	})
}
