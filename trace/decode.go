package trace

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/rungkit/rung"
)

// decodeRecord decodes one line into rec. It walks the top-level object by
// hand, which is several times faster than encoding/json's reflection on
// the flat records that make up most of a trace, and hands nested values
// (failure, observation, fact, args) to encoding/json. Whenever the line is
// anything but the plain shape the writer produces (a type mismatch, a key
// in other letter case, invalid JSON), it falls back to json.Unmarshal, so
// that what is accepted and the error for what is not are encoding/json's.
func decodeRecord(b []byte, rec *Record) error {
	return decodeInterned(b, rec, nil)
}

// interner shares the strings that repeat from line to line (types, run
// and step ids, tools, states, budget lines), so that reading a trace does
// not allocate them again for every record.
type interner map[string]string

const maxInterned = 8192

func (in interner) get(b []byte) string {
	if in == nil || len(b) > 128 {
		return string(b)
	}
	if s, ok := in[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(in) < maxInterned {
		in[s] = s
	}
	return s
}

func decodeInterned(b []byte, rec *Record, in interner) error {
	if fastRecord(b, rec, in) {
		return nil
	}
	*rec = Record{}
	return json.Unmarshal(b, rec)
}

var errSlow = errors.New("slow path")

type scan struct {
	b  []byte
	i  int
	in interner
}

func (s *scan) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

func (s *scan) peek() byte {
	s.ws()
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

// str reads a string; escapes and non-ASCII are left to strconv/json.
func (s *scan) str() (string, error) {
	if s.peek() != '"' {
		return "", errSlow
	}
	start := s.i + 1
	for j := start; j < len(s.b); j++ {
		c := s.b[j]
		switch {
		case c == '"':
			s.i = j + 1
			return s.in.get(s.b[start:j]), nil
		case c == '\\':
			raw, err := s.raw()
			if err != nil {
				return "", err
			}
			var out string
			if err := json.Unmarshal(raw, &out); err != nil {
				return "", errSlow
			}
			return out, nil
		case c < 0x20:
			return "", errSlow
		case c >= utf8.RuneSelf:
			// Valid UTF-8 is kept as is; invalid bytes need json's
			// replacement, so they take the slow path.
			r, size := utf8.DecodeRune(s.b[j:])
			if r == utf8.RuneError && size == 1 {
				return "", errSlow
			}
			j += size - 1
		}
	}
	return "", errSlow
}

// strOrNull reads a string or null (which leaves the field as it is).
func (s *scan) strOrNull(dst *string) error {
	if s.null() {
		return nil
	}
	v, err := s.str()
	*dst = v
	return err
}

func (s *scan) null() bool {
	if bytes.HasPrefix(s.b[s.i:], []byte("null")) {
		s.i += 4
		return true
	}
	return false
}

func (s *scan) float() (float64, error) {
	raw, err := s.raw()
	if err != nil || string(raw) == "null" {
		return 0, err
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil {
		return 0, errSlow
	}
	return f, nil
}

func (s *scan) int() (int64, error) {
	s.ws()
	if s.null() {
		return 0, nil
	}
	start := s.i
	if s.i < len(s.b) && s.b[s.i] == '-' {
		s.i++
	}
	if s.i+1 < len(s.b) && s.b[s.i] == '0' && s.b[s.i+1] >= '0' && s.b[s.i+1] <= '9' {
		return 0, errSlow // a leading zero is not JSON
	}
	for s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
		s.i++
	}
	if s.i == start || (s.i < len(s.b) && (s.b[s.i] == '.' || s.b[s.i] == 'e' || s.b[s.i] == 'E')) {
		return 0, errSlow
	}
	n, err := strconv.ParseInt(string(s.b[start:s.i]), 10, 64)
	if err != nil {
		return 0, errSlow
	}
	return n, nil
}

// raw returns the bytes of the next value, validated.
func (s *scan) raw() ([]byte, error) {
	s.ws()
	start := s.i
	depth := 0
	inStr := false
	for s.i < len(s.b) {
		c := s.b[s.i]
		s.i++
		if inStr {
			switch c {
			case '\\':
				s.i++
			case '"':
				inStr = false
				if depth == 0 {
					return s.valid(start)
				}
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				s.i--
				return s.valid(start)
			}
			depth--
			if depth == 0 {
				return s.valid(start)
			}
		case ',', ':':
			if depth == 0 {
				s.i--
				return s.valid(start)
			}
		case ' ', '\t', '\n', '\r':
			if depth == 0 {
				s.i--
				return s.valid(start)
			}
		}
	}
	if depth == 0 && !inStr && s.i > start {
		return s.valid(start)
	}
	return nil, errSlow
}

func (s *scan) valid(start int) ([]byte, error) {
	v := s.b[start:s.i]
	if len(v) == 0 || !json.Valid(v) {
		return nil, errSlow
	}
	return v, nil
}

// object calls field for each key of an object.
func (s *scan) object(field func(key string) error) error {
	if s.peek() != '{' {
		return errSlow
	}
	s.i++
	if s.peek() == '}' {
		s.i++
		return nil
	}
	for {
		k, err := s.str()
		if err != nil {
			return err
		}
		if s.peek() != ':' {
			return errSlow
		}
		s.i++
		s.ws()
		if err := field(k); err != nil {
			return err
		}
		switch s.peek() {
		case ',':
			s.i++
		case '}':
			s.i++
			return nil
		default:
			return errSlow
		}
	}
}

var recordKeys = map[string]bool{
	"seq": true, "type": true, "at": true, "run": true, "plan": true, "step": true, "tool": true,
	"attempt": true, "fingerprint": true, "failure": true, "signature": true, "action": true,
	"rule": true, "reason": true, "wait_ms": true, "duration_ms": true, "alternative": true, "purpose": true, "usage": true,
	"spent": true, "budget": true, "observation": true, "fact": true, "key_hash": true, "state": true,
	"outcome": true, "args": true, "steps": true,
}

func fastRecord(b []byte, rec *Record, in interner) bool {
	*rec = Record{}
	s := &scan{b: b, in: in}
	err := s.object(func(k string) error {
		switch k {
		case "seq":
			n, err := s.int()
			rec.Seq = n
			return err
		case "plan", "attempt":
			n, err := s.int()
			if n != int64(int(n)) {
				return errSlow
			}
			if k == "plan" {
				rec.Plan = int(n)
			} else {
				rec.Attempt = int(n)
			}
			return err
		case "wait_ms":
			n, err := s.int()
			rec.WaitMS = n
			return err
		case "duration_ms":
			n, err := s.int()
			rec.DurationMS = n
			return err
		case "type":
			var t string
			err := s.strOrNull(&t)
			rec.Type = rung.EventType(t)
			return err
		case "at":
			if s.null() {
				return nil
			}
			v, err := s.str()
			if err != nil {
				return err
			}
			at, err := time.Parse(time.RFC3339Nano, v)
			if err != nil || len(v) < len("2006-01-02T15:04:05Z") {
				return errSlow
			}
			rec.At = at
			return nil
		case "run":
			return s.strOrNull(&rec.Run)
		case "step":
			return s.strOrNull(&rec.Step)
		case "tool":
			return s.strOrNull(&rec.Tool)
		case "fingerprint":
			return s.strOrNull(&rec.Fingerprint)
		case "action":
			return s.strOrNull(&rec.Action)
		case "rule":
			return s.strOrNull(&rec.Rule)
		case "reason":
			return s.strOrNull(&rec.Reason)
		case "alternative":
			return s.strOrNull(&rec.Alternative)
		case "purpose":
			return s.strOrNull(&rec.Purpose)
		case "budget":
			return s.strOrNull(&rec.Budget)
		case "key_hash":
			return s.strOrNull(&rec.KeyHash)
		case "state":
			return s.strOrNull(&rec.State)
		case "outcome":
			return s.strOrNull(&rec.Outcome)
		case "signature":
			if s.null() {
				return nil
			}
			sig := &Signature{}
			rec.Signature = sig
			return s.object(func(k string) error {
				switch k {
				case "tool":
					return s.strOrNull(&sig.Tool)
				case "class":
					return s.strOrNull(&sig.Class)
				case "target":
					return s.strOrNull(&sig.Target)
				}
				return errSlow
			})
		case "usage":
			if s.null() {
				return nil
			}
			u := &Usage{}
			rec.Usage = u
			return s.object(func(k string) error {
				switch k {
				case "cost":
					f, err := s.float()
					u.Cost = f
					return err
				case "input_tokens", "output_tokens", "calls":
					n, err := s.int()
					if n != int64(int(n)) {
						return errSlow
					}
					switch k {
					case "input_tokens":
						u.InputTokens = int(n)
					case "output_tokens":
						u.OutputTokens = int(n)
					default:
						u.Calls = int(n)
					}
					return err
				case "model":
					return s.strOrNull(&u.Model)
				}
				return errSlow
			})
		case "spent":
			if s.null() {
				return nil
			}
			sp := &rung.Spent{}
			rec.Spent = sp
			return s.object(func(k string) error {
				var dst *int
				switch k {
				case "tokens":
					dst = &sp.Tokens
				case "tool_calls":
					dst = &sp.ToolCalls
				case "model_calls":
					dst = &sp.ModelCalls
				case "cost":
					f, err := s.float()
					sp.Cost = f
					return err
				default:
					return errSlow
				}
				n, err := s.int()
				*dst = int(n)
				return err
			})
		case "failure", "observation", "fact", "args", "steps":
			raw, err := s.raw()
			if err != nil {
				return err
			}
			switch k {
			case "failure":
				if string(raw) != "null" {
					rec.Failure = &Failure{}
					return json.Unmarshal(raw, rec.Failure)
				}
			case "observation":
				if string(raw) != "null" {
					rec.Observation = &Observation{}
					return json.Unmarshal(raw, rec.Observation)
				}
			case "fact":
				return json.Unmarshal(raw, &rec.Fact)
			case "args":
				return json.Unmarshal(raw, &rec.Args)
			case "steps":
				return json.Unmarshal(raw, &rec.Steps)
			}
			return nil
		}
		if recordKeys[lower(k)] {
			return errSlow // json matches keys case-insensitively
		}
		_, err := s.raw()
		return err
	})
	if err != nil {
		return false
	}
	s.ws()
	return s.i == len(s.b)
}

func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			return string(bytes.ToLower([]byte(s)))
		}
	}
	return s
}
