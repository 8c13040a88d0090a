package classify

import "strings"

// existsCode reports a 4xx body whose machine code says the thing the call
// would create is there, where the words say no more than a wrong field:
// Clerk's form_identifier_exists ("That email address is taken. Please try
// another.", in its errors list under a 422), Supabase Auth's error_code
// email_exists, phone_exists, user_already_exists and
// identity_already_exists. A code spelled <thing>_exists reads as Slack's
// *_exists codes do (codes.go): conflict (set 605). A code that denies the
// thing ("user_not_exists", "does_not_exist") is a missing one, not this.
//
// The same code given as the failure's own Code (a client's error value
// holding the body's type apart from its message: Check's
// contractor_payment_already_exists, "Only one contractor payment can be
// created per contractor per payroll.", under a 400; set 1311) or in a
// body's error "type" (Check's {"error":{"type":...}}) reads the same.
func existsCode(code, body string) bool {
	if existsToken(code) {
		return true
	}
	for _, key := range [...]string{"code", "error_code", "type"} {
		if existsToken(jsonString(body, key)) {
			return true
		}
	}
	return customValidationExists(body)
}

// customValidationExists reads Tolgee's ValidationException body, whose
// codes are the keys of a map: {"CUSTOM_VALIDATION":{"language_tag_exists":[]}}
// under a 400 (ExceptionHandlers.kt handleCustomValidationExceptions;
// LanguageValidator's language_tag_exists and language_name_exists,
// KeyService's key_exists with the key's name; set 1743). A key spelled
// <thing>_exists reads as the code does above; STANDARD_VALIDATION (a
// field and its message) and other keys keep their reading.
func customValidationExists(body string) bool {
	const marker = `"CUSTOM_VALIDATION":{`
	i := strings.Index(body, marker)
	if i < 0 {
		return false
	}
	rest := body[i+len(marker):]
	for k := 0; k < 4 && len(rest) > 1 && rest[0] == '"'; k++ {
		end := strings.IndexByte(rest[1:], '"')
		if end < 0 {
			return false
		}
		if existsToken(rest[1 : 1+end]) {
			return true
		}
		// Skip the value (a list of params) to the next key.
		j := strings.Index(rest[1+end:], `],"`)
		if j < 0 {
			return false
		}
		rest = rest[1+end+j+2:]
	}
	return false
}

func existsToken(v string) bool {
	return strings.HasSuffix(v, "_exists") && !strings.Contains(v, "not_") && !strings.HasPrefix(v, "no_") && lowerSnake(v)
}

// lowerSnake: "form_identifier_exists", not "E0000001" or a sentence.
func lowerSnake(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if b := s[i]; !(b >= 'a' && b <= 'z' || b == '_' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}

// missingIDCode reports a WordPress REST error code for an id with no
// object behind it: core's rest_<type>_invalid_id ("Invalid post ID.",
// "Invalid revision ID.", "Invalid user ID.", the posts, revisions, users
// and comments controllers) and WooCommerce's woocommerce_rest_<type>_invalid_id
// ("Invalid ID.", class-wc-rest-crud-controller.php), which WooCommerce
// serves under 404 on a read and under 400 on an update of the same
// missing object (set 1506). "Invalid" here is the lookup failing, not a
// malformed value: the object the plan assumed is not there, premise, as
// the same code under 404 reads. Only the REST family's prefix counts
// (rest_, woocommerce_rest_, and the WP-API plugin's json_): a bare
// "invalid_id" elsewhere may be a malformed id, and rest_invalid_param or
// rest_post_invalid_page_number keep their reading.
func missingIDCode(code, body string) bool {
	if wpInvalidIDToken(code) {
		return true
	}
	return wpInvalidIDToken(jsonString(body, "code"))
}

func wpInvalidIDToken(v string) bool {
	if !strings.HasSuffix(v, "_invalid_id") || !lowerSnake(v) {
		return false
	}
	return strings.HasPrefix(v, "rest_") || strings.HasPrefix(v, "woocommerce_rest_") || strings.HasPrefix(v, "json_")
}
