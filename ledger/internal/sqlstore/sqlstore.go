// Package sqlstore holds what the SQL ledger drivers share: their embedded
// migrations' parsing, and the stored form of outcomes and failures.
package sqlstore

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rungkit/rung"
)

// Migration is one versioned schema change, from a file named
// NNNN_name.sql.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations reads dir of fsys, ordered by version.
func Migrations(fsys fs.FS, dir string) ([]Migration, error) {
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	var out []Migration
	seen := map[int]string{}
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, rest, ok := strings.Cut(strings.TrimSuffix(name, ".sql"), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: want NNNN_name.sql", name)
		}
		if prev, dup := seen[v]; dup {
			return nil, fmt.Errorf("migrations %s and %s share version %d", prev, name, v)
		}
		seen[v] = name
		b, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, Name: rest, SQL: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	return out, nil
}

// EncodeFailure returns f as stored (JSON), or nil for no failure.
func EncodeFailure(f *rung.Failure) (*string, error) {
	if f == nil {
		return nil, nil
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("encode failure: %w", err)
	}
	s := string(b)
	return &s, nil
}

// Encoded is an outcome as both SQL drivers store it.
type Encoded struct {
	Output  []byte
	Failure *string
	At      time.Time
}

// EncodeOutcome returns o as stored: its output copied, its failure as
// JSON, its time (now when zero).
func EncodeOutcome(o rung.Outcome, now time.Time) (Encoded, error) {
	e := Encoded{At: o.At}
	if e.At.IsZero() {
		e.At = now
	}
	var err error
	if e.Failure, err = EncodeFailure(o.Failure); err != nil {
		return e, err
	}
	if o.Output != nil {
		e.Output = append([]byte{}, o.Output...)
	}
	return e, nil
}

// DecodeFailure reads a stored failure; nil or empty is no failure.
func DecodeFailure(s *string) (*rung.Failure, error) {
	if s == nil || *s == "" {
		return nil, nil
	}
	var f rung.Failure
	if err := json.Unmarshal([]byte(*s), &f); err != nil {
		return nil, fmt.Errorf("decode stored failure: %w", err)
	}
	return &f, nil
}

// Output returns a stored output as a RawMessage: nil stays nil.
func Output(b []byte) json.RawMessage {
	if b == nil {
		return nil
	}
	return json.RawMessage(append([]byte(nil), b...))
}
