package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestPgMigrationSentences reads set 215's migration failures as drivers
// that drop the SQLSTATE print them (lib/pq "pq: ", psql "ERROR:  ",
// node-postgres "error: "): each reads as its SQLSTATE does through pgx.
// The texts were checked live on PostgreSQL 15 (psql \set VERBOSITY verbose).
func TestPgMigrationSentences(t *testing.T) {
	cases := []struct {
		message string
		want    rung.Kind
	}{
		// tablecmds.c ATPrepAlterColumnType, 42804, HINT "You might need to
		// specify USING a::integer": the statement needs its USING clause.
		{`pq: column "amount" cannot be cast automatically to type integer`, rung.KindInvalid},
		{`ERROR:  column "amount" cannot be cast automatically to type integer`, rung.KindInvalid},
		{`error: column "paid_at" cannot be cast automatically to type timestamp with time zone`, rung.KindInvalid},
		// tablecmds.c, 0A000: a system column is not the statement's to alter.
		{`pq: cannot alter system column "xmin"`, rung.KindInvalid},
		// partbounds.c check_new_partition_bound, 42P17: another partition
		// holds the range (conflict, set 58's ruling, pgsetup.go).
		{`pq: partition "events_2024_q1" would overlap partition "events_2024"`, rung.KindConflict},
		{`ERROR:  partition "events_2024_q1" would overlap partition "events_2024"`, rung.KindConflict},
		// Near misses that keep their readings: the same failures with the
		// SQLSTATE, and a cast PostgreSQL has none for (42846).
		{`ERROR: column "amount" cannot be cast automatically to type integer (SQLSTATE 42804)`, rung.KindInvalid},
		{`ERROR: partition "events_2024_q1" would overlap partition "events_2024" (SQLSTATE 42P17)`, rung.KindConflict},
		{`pq: cannot cast type jsonb to integer`, rung.KindInvalid},
	}
	for _, tc := range cases {
		got := Classify(Input{Message: tc.message})
		if got.Kind != tc.want {
			t.Errorf("%q: got %s (%s), want %s", tc.message, got.Kind, got.Reason, tc.want)
		}
	}
}
