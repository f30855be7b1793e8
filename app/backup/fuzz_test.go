package backup

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"testing"

	"diamond/app/games"
	"diamond/app/store"
	"diamond/rules/jsonlite"
)

// TestFileAsEncodingJSON: the file is written with rules/jsonlite, byte
// for byte as encoding/json writes it (FuzzRestore compares the reading).
func TestFileAsEncodingJSON(t *testing.T) {
	data := backupOf(t, rich(t))
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	want, _ := json.MarshalIndent(f, "", " ")
	if !bytes.Equal(data, want) {
		t.Fatalf("written as\n%s\nencoding/json writes\n%s", data, want)
	}
}

// FuzzRestore: whatever the file, Restore never panics; a file it refuses
// changes nothing stored; a file it restores, restored again, changes
// nothing more (every game it brought is held already); and jsonlite
// reads the file as encoding/json does. The storage is
// empty or the rich fixture, as the second argument chooses; the seeds
// are backups and damaged copies of them.
func FuzzRestore(f *testing.F) {
	fixture := rich(f)
	seeds := [][]byte{backupOf(f, fixture), backupOf(f, store.NewMemory())}
	// A smaller backup: one kept game, which the fixture does not hold.
	mem := store.NewMemory()
	if err := store.New(mem, ticks()).SaveKept(games.Diamond, []store.Game{kept(line(f, games.Diamond, 7, 4), 9)}); err != nil {
		f.Fatal(err)
	}
	seeds = append(seeds, backupOf(f, mem))
	for _, s := range seeds {
		for _, m := range [][]byte{s, s[:len(s)/2], bytes.Replace(s, []byte(`"version": 1`), []byte(`"version": 2`), 1),
			bytes.Replace(s, []byte(`"record": "`), []byte(`"record": "z`), 1), bytes.Replace(s, []byte(`"saved": 1`), []byte(`"saved": -1`), 1)} {
			f.Add(m, false)
			f.Add(m, true)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, rich bool) {
		var got, want file
		gotErr, wantErr := jsonlite.Unmarshal(data, &got), json.Unmarshal(data, &want)
		if (gotErr == nil) != (wantErr == nil) || gotErr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("jsonlite reads %+v, %v; encoding/json %+v, %v", got, gotErr, want, wantErr)
		}
		mem := store.NewMemory()
		if rich {
			mem.M = maps.Clone(fixture.M)
		}
		before := snapshot(mem)
		if _, err := Restore(store.New(mem, ticks()), data); err != nil {
			if !maps.Equal(mem.M, before) {
				t.Fatalf("refused (%v), and the storage changed", err)
			}
			return
		}
		after := snapshot(mem)
		if _, err := Restore(store.New(mem, ticks()), data); err != nil {
			t.Fatalf("restored once, refused again: %v", err)
		}
		if !maps.Equal(mem.M, after) {
			t.Fatal("restoring the same file again changed the storage")
		}
	})
}
