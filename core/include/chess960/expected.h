// A value or an error, for everything that reads untrusted input.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace chess960 {

/// \brief What went wrong with some input, in words a person can act on, and where:
/// `position` is a 0-based character offset into the input, or -1 when it is the input
/// as a whole.
struct Error {
    std::string message;
    int position = -1;
};

/// \brief Holds either a T or an Error (std::expected arrives only with C++23).
template <typename T>
class Expected {
public:
    Expected(T value) : v_(std::move(value)) {}
    Expected(Error error) : v_(std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() {
        assert(ok());
        return std::get<0>(v_);
    }
    const T& value() const {
        assert(ok());
        return std::get<0>(v_);
    }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<1>(v_);
    }

private:
    std::variant<T, Error> v_;
};

} // namespace chess960
