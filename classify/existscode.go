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
func existsCode(body string) bool {
	for _, key := range [...]string{"code", "error_code"} {
		v := jsonString(body, key)
		if !strings.HasSuffix(v, "_exists") || strings.Contains(v, "not_") || strings.HasPrefix(v, "no_") || !lowerSnake(v) {
			continue
		}
		return true
	}
	return false
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
