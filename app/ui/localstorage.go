package ui

import (
	"fmt"

	"diamond/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// localStorage is the browser's window.localStorage as a store.Storage.
// setItem throws when the storage is full; that becomes an error.
type localStorage struct{ v app.Value }

func (s localStorage) Get(key string) (string, bool) {
	v := s.v.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

func (s localStorage) Set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("saving %s: %v", key, r)
		}
	}()
	s.v.Call("setItem", key, value)
	return nil
}

func (s localStorage) Remove(key string) { s.v.Call("removeItem", key) }

// noStorage stands in where the browser refuses localStorage (some private
// modes): nothing is kept, and every save says so.
type noStorage struct{}

func (noStorage) Get(string) (string, bool) { return "", false }
func (noStorage) Set(string, string) error  { return fmt.Errorf("this browser does not allow saving") }
func (noStorage) Remove(string)             {}

// browserStorage returns localStorage, or noStorage where it is refused.
func browserStorage() (s store.Storage) {
	defer func() {
		if recover() != nil {
			s = noStorage{}
		}
	}()
	v := app.Window().Get("localStorage")
	if !v.Truthy() {
		return noStorage{}
	}
	return localStorage{v}
}
