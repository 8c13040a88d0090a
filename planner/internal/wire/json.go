package wire

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
)

// Text is a string field of an answer that an OpenAI-compatible server may
// send in another shape. encoding/json fails the whole answer on one field
// of the wrong type, so the fields a planner reads take what such servers
// send: a string; null (""); an array of content parts, whose text parts
// are joined; or any other value, kept as its JSON text (function
// arguments sent as an object rather than a string holding one).
type Text string

// UnmarshalJSON implements json.Unmarshaler.
func (t *Text) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		*t = ""
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*t = Text(s)
	case b[0] == '[':
		var parts []struct {
			Type string `json:"type"`
			Text *Text  `json:"text"`
		}
		if json.Unmarshal(b, &parts) != nil {
			*t = Text(b)
			return nil
		}
		var sb strings.Builder
		for _, p := range parts {
			if p.Text != nil && (p.Type == "" || p.Type == "text" || p.Type == "output_text") {
				sb.WriteString(string(*p.Text))
			}
		}
		*t = Text(sb.String())
	default:
		*t = Text(b)
	}
	return nil
}

// Count is a token count. It takes a number in any JSON form (12, 12.0,
// 1.2e1) and null, since a count in an unexpected form must not cost the
// answer it came with; a negative or non-number value counts as 0.
type Count int64

// UnmarshalJSON implements json.Unmarshaler.
func (c *Count) UnmarshalJSON(b []byte) error {
	var f float64
	if json.Unmarshal(b, &f) != nil || f < 0 || math.IsNaN(f) || f > math.MaxInt64/2 {
		*c = 0
		return nil
	}
	*c = Count(f)
	return nil
}
