package classify

import "testing"

// TestIndependentCases872 runs held-out set 872: email providers' transactional APIs (SendGrid, Mailgun, Postmark, Resend, SES, Mandrill, Brevo) and SMTP relay replies, labelled blind.
func TestIndependentCases872(t *testing.T) {
	runIndependent(t, "testdata/independent872.jsonl", false)
}
