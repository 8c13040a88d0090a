package classify

import "testing"

// Tolerated: i931-pg-drop-database-in-use: premise vs transient (docs/taxonomy.md PostgreSQL class-55 row: "55006 object in use: other sessions hold it, and a pool's connections do not let go"): the DROP DATABASE docs say it fails only while others are connected, and in the capture the other sessions were short-lived and left (transient); but nothing says they will, and a pool's connections never do, so a step to free them (premise) holds too.
// Corrected after the first run: i931-anthropic-429-output-tokens had retry_after_s 27 from the retry-after header, which anthropic-sdk-go's Error() does not show, so the message carries no wait; now null (kind, message and tricky unchanged, as set 545 did).
// First run at d94ffee2: 28/29 overall, 13/14 tricky.
func TestIndependentCases931(t *testing.T) {
	runIndependent(t, "testdata/independent931.jsonl", true, "i931-pg-drop-database-in-use")
}
