package main

import "testing"

// Every game's player keys are read by one reader: values of each kind
// are set, and a bad field is named in the error.
func TestApplyKeys(t *testing.T) {
	var n int
	var on bool
	set := func(kv *keyValue) bool {
		switch kv.key {
		case "n":
			n = kv.Int()
		case "on":
			on = kv.Bool()
		default:
			return false
		}
		return true
	}
	if err := applyKeys("p", []string{"n=7", "on=1"}, set); err != nil || n != 7 || !on {
		t.Errorf("n=7,on=1: n %d, on %v, err %v", n, on, err)
	}
	for field, want := range map[string]string{
		"n=x":   `"p": n=x: strconv.Atoi: parsing "x": invalid syntax`,
		"n":     `"p": "n" is not key=value`,
		"odd=1": `"p": unknown key "odd"`,
	} {
		if err := applyKeys("p", []string{field}, set); err == nil || err.Error() != want {
			t.Errorf("%s: error %v, want %s", field, err, want)
		}
	}
	if _, err := parseLevel("level:6", 5); err == nil {
		t.Error("level:6 of 5 accepted")
	}
}
