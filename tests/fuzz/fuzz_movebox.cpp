// The move box's reading (readTypedMove): whatever is typed, in each way of writing moves
// (the letters of every language the program speaks, English letters, figurines), it never
// crashes; a move it accepts is legal, and the move written in that notation and typed back
// is the same move. The languages' letters are read from the translation sources at start,
// so a language added or a letter changed is fuzzed as shipped.
#include "a11y/typedmove.h"
#include "fuzz_common.h"
#include "i18n/piecenotation.h"

#include "chess960/notation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>

#include <vector>

using namespace chess960;
using namespace chess960::ui;

namespace {

// Answers the one text the notation asks the translation for: the piece letters of the
// language being fuzzed.
class LettersTranslator : public QTranslator {
public:
    QString letters;
    QString translate(const char* context, const char* source, const char*, int) const override {
        if (qstrcmp(context, "PieceNotation") == 0 && qstrcmp(source, "K Q R B N") == 0)
            return letters;
        return {};
    }
    bool isEmpty() const override { return false; }
};

struct Languages {
    std::vector<QString> letters; // empty: English, as untranslated
    LettersTranslator translator;
};

Languages& languages() {
    static Languages* all = [] {
        static int argc = 1;
        static char name[] = "fuzz_movebox";
        static char* argv[] = {name, nullptr};
        new QCoreApplication(argc, argv);
        auto* l = new Languages;
        l->letters.push_back(QString());
        const QRegularExpression message(
            QStringLiteral("<source>K Q R B N</source>\\s*(?:<comment>[^<]*</comment>\\s*)?"
                           "<translation>([^<]+)</translation>"));
        const QDir dir(QStringLiteral(CHESS960_TRANSLATIONS_DIR));
        for (const QString& ts : dir.entryList({QStringLiteral("*.ts")})) {
            QFile f(dir.filePath(ts));
            if (!f.open(QIODevice::ReadOnly)) continue;
            const auto m = message.match(QString::fromUtf8(f.readAll()));
            if (m.hasMatch()) l->letters.push_back(m.captured(1));
        }
        fuzz::require(l->letters.size() > 1, "the languages' piece letters are found");
        QCoreApplication::installTranslator(&l->translator);
        // The notation reads them through the translator (a language whose letters it
        // refuses would fall back to English, and be fuzzed as English).
        bool anyOwn = false;
        for (const QString& letters : l->letters) {
            l->translator.letters = letters;
            anyOwn = anyOwn || languagePieceLetters() != QStringList{"K", "Q", "R", "B", "N"};
        }
        fuzz::require(anyOwn, "a language's own letters are in force");
        return l;
    }();
    return *all;
}

void check(const Position& position, const QString& typed, const std::string& text) {
    (void)looksLikeMove(typed);
    QString read;
    const Expected<Move> move = readTypedMove(position, typed, &read);
    if (!move) {
        fuzz::require(!move.error().message.empty(), "an error has a message");
        return;
    }
    fuzz::require(position.isLegal(*move), "a move the box reads is legal", text);
    // As the move list shows it in this notation, typed back.
    const QString shown = shownMove(QString::fromStdString(moveToSan(position, *move)));
    const Expected<Move> back = readTypedMove(position, shown);
    fuzz::require(back.ok() && *back == *move, "a move shown reads back when typed",
                  shown.toStdString());
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    (void)languages();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Languages& all = languages();
    const fuzz::Input in = fuzz::split(data, size);
    const QString typed = QString::fromUtf8(in.text.data(), qsizetype(in.text.size())).trimmed();
    for (PieceNotation notation : {PieceNotation::English, PieceNotation::Figurine}) {
        setPieceNotation(notation);
        check(in.position, typed, in.text);
    }
    setPieceNotation(PieceNotation::Language);
    for (const QString& letters : all.letters) {
        all.translator.letters = letters;
        check(in.position, typed, in.text);
    }
    return 0;
}
