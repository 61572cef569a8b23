// Internal to the ui's error wording: the helpers and the wording of each family of codes,
// shared by the errorwording*.cpp files (each returns an empty text for a code not its own).
#pragma once

#include "i18n/errorwording.h"

#include <QStringList>

namespace chess960::ui::wording {

// An error's arguments as QStrings; a missing one reads as empty text.
class Args {
public:
    explicit Args(const std::vector<std::string>& args) : args_(args) {}
    QString operator[](size_t i) const {
        return i < args_.size() ? QString::fromStdString(args_[i]) : QString();
    }
    std::string raw(size_t i) const { return i < args_.size() ? args_[i] : std::string(); }
    int number(size_t i) const { return (*this)[i].toInt(); }
    bool white(size_t i) const { return errorarg::toColour(raw(i)) == White; }
    bool hSide(size_t i) const { return errorarg::toSide(raw(i)) == CastleSide::HSide; }
    size_t size() const { return args_.size(); }

private:
    const std::vector<std::string>& args_;
};

using W = ErrorWording;

/// \brief "text: reason", or the text alone when there is no reason.
QString withReason(const QString& text, const QString& reason);
/// \brief " on e4", " on the e-file", " on rank 4" or nothing.
QString where(const QString& file, const QString& rank);
/// \brief A game ending from the number of its Termination value.
QString termination(const QString& arg);
/// \brief A character as shown in a back-rank problem: 'x', "a space" or "byte 0xC3".
QString quotedCharacter(const std::string& arg);
/// \brief "no king", "1 rook", "3 knights" for the piece kinds K Q R B N (k = 0..4).
QString pieceCount(int k, int n);
/// \brief "a, b or c" / "a, b and c".
QString joined(const QStringList& parts, bool withOr);

QString fenText(ErrorCode code, const Args& a);
QString moveText(const ErrorPart& part, const Args& a, const QString& reason);
QString whyText(const ErrorPart& part, const Args& a);
QString pgnText(const ErrorPart& part, const Args& a, const QString& reason);
QString startText(const ErrorPart& part, const Args& a);

} // namespace chess960::ui::wording
