// Portuguese sentiment lexicon (folded: lowercase, no accents). Data file. Weights -3..3; the
// sentiment engine also finds plurals, feminine forms and -mente adverbs of these words
// (cansadas -> cansado, dores -> dor, emocoes -> emocao, facilmente -> facil).

export const PT_LEXICON_SOURCE: Readonly<Record<string, string>> = {
  "3": `
    excelente maravilhoso maravilha incrivel perfeito perfeicao fantastico extraordinario espetacular
    sensacional fenomenal otimo milagre milagroso revolucionario transformador amo adoro amei adorei
    apaixonado apaixonei brilhante magnifico esplendido impressionante poderosissimo sonhado
    libertador inacreditavel surpreendente excepcional infalivel impecavel deslumbrante
  `,
  "2": `
    bom melhor melhores feliz felicidade alegria alegre sucesso garantia garantido gratis gratuito
    resultado resultados saude saudavel cura curado curou curar aliviar alivio alivia aliviou livre
    liberdade economia economizar economize lucro lucrar lucrativo ganho ganhos ganhar ganhei ganhou
    riqueza rico prosperidade prospero confianca confiavel seguro seguranca comprovado eficaz eficiente
    eficacia beneficio vantagem facil rapido simples lindo bonito belo beleza amor amar carinho paz
    tranquilidade tranquilo calma conforto confortavel energia disposicao vitalidade jovem
    rejuvenescer rejuvenesceu juventude forte forca vitoria vencer venceu vencedor conquista
    conquistar conquistou realizar realizacao realizado sonho esperanca motivado motivacao inspirador
    inspiracao orgulho orgulhoso satisfeito satisfacao recomendo recomendado aprovado premiado
    exclusivo especial bonus presente oportunidade desconto promocao funciona funcionou funcionam
    transformacao transformou transformar mudou melhorou melhora melhorar recuperar recuperou
    recuperacao emagrecer emagreceu emagrecimento agradecido agradeco obrigado grato gratidao
    abencoado bencao protecao proteger protege renovado revigorado solucao resolver resolveu resolvido
    ajuda ajudar ajudou sorriso sorrir sorrindo divertido prazer gostoso delicioso saboroso elogio
    elogiado genial talento talentoso valioso premio autoestima confiante independente independencia
    abundancia fartura estabilidade estavel rentavel seguranca felizmente alegremente leveza
    vibrante radiante energizado disposto animado empolgado entusiasmado encantado encantador
    fascinante gratificante recompensa recompensado bem-estar saudaveis curativo poderoso vencendo
    evoluiu prosperar florescer celebrar comemorar comemorou festa beijo abraco unido uniao harmonia
    paixao querido amado carinhoso respeito respeitado admirado admiracao sabedoria sabio
    `,
  "1": `
    ok certo correto pratico claro interessante util legal justo possivel ajudando aprender
    aprendizado crescer crescimento evoluir evolucao progresso suave leve limpo organizado pronto
    firme ativo acessivel barato popular conhecido recomendar merece merecer descobrir descoberta
    natural novidade novo inovador moderno bonus facilidade agil pratico tranquilamente reforco
    nutritivo equilibrio equilibrado fortalecer fortalece firmeza clareza foco focado produtivo
    produtividade aproveitar aproveite vale valor gosto gostei gostar curti aprovacao apoio cuidado
    cuidar garantir assegurar confortar acolhedor gentil simpatico honesto transparente autentico
    verdadeiro original oficial certificado testado validado aprovou preservar preserva rendimento
    `,
  "-1": `
    complicado confuso duvida cansativo demorado lento tedioso estranho preguica atrasado atraso
    esquecer esquecido barulho cirurgia sintoma sintomas queixa reclamacao reclamar feio gordo velho
    limitacao limitado preso caro custoso dificil dificuldade pesado rigido duro incomodo incomoda
    desconforto desconfortavel inchaco inchado coceira manchas rugas flacidez celulite queda
    calvicie insonia ronco colesterol pressao glicose diabetes gastrite azia refluxo enxaqueca
    remedio remedios efeito colateral colaterais barriga pochete estrias envelhecimento cansa
    confusao bagunca desorganizado faltar falta ausencia atraso arrependimento arrependido saudade
    `,
  "-2": `
    ruim mal mau dor doloroso doente doenca sofrer sofrimento sofre sofreu sofrendo medo assustador
    assustado triste tristeza vergonha envergonhado culpa culpado raiva irritado irritante frustrado
    frustracao frustrante fracasso fracassado fracassou falhar falha falhou falhei problema divida
    endividado prejuizo perda perder perdeu perdi perdido cansado cansaco exausto exaustao fadiga
    fraco fraqueza preocupado preocupacao ansiedade ansioso estresse estressado angustia angustiado
    solidao sozinho abandonado rejeitado rejeicao inseguro inseguranca golpe fraude enganado enganar
    enganacao mentira mentiroso perigo perigoso risco arriscado grave inflamacao inflamado obesidade
    engordar engordei engordou infeliz infelicidade chato pior piora piorou fome pobre pobreza
    desemprego desempregado demitido crise injusto injustica impossivel sofrido desistir desisti
    desistiu decepcao decepcionado decepcionante inutil errado erro ameaca toxico veneno vicio
    viciado doer doi doendo machucado ferida lesao fracassar falido prejudicial prejudica perigosa
    odioso humilhado constrangido constrangimento desanimado desanimo desmotivado impotente
    impotencia infarto derrame deprimido tristemente pessimamente mentiras armadilha enganoso
    lamentavel lamento chorar chorei chorando choro sozinha desprezo desprezado inveja ciume
    `,
  "-3": `
    horrivel terrivel pessimo desastre desastroso tragedia tragico morte morrer morreu morrendo
    cancer odio odeio odiar nojo nojento destruir destruido destruicao devastador devastado
    desesperado desespero humilhante humilhacao panico pesadelo agonia tortura tormento
    insuportavel miseria miseravel falencia ruina arruinado depressao suicidio catastrofe
    catastrofico aterrorizante apavorado pavor horror fatal mortal letal
  `,
};

/** Words that strengthen (or weaken, below 1) the next sentiment word. */
export const PT_INTENSIFIERS: Readonly<Record<string, number>> = {
  muito: 1.5,
  muita: 1.5,
  muitos: 1.5,
  muitas: 1.5,
  extremamente: 1.8,
  super: 1.6,
  mega: 1.6,
  totalmente: 1.6,
  completamente: 1.6,
  absolutamente: 1.7,
  realmente: 1.4,
  bastante: 1.4,
  demais: 1.5,
  tao: 1.4,
  incrivelmente: 1.8,
  altamente: 1.5,
  profundamente: 1.6,
  verdadeiramente: 1.5,
  simplesmente: 1.2,
  bem: 1.3,
  mais: 1.2,
  pouco: 0.5,
  levemente: 0.6,
  meio: 0.7,
  quase: 0.7,
  ligeiramente: 0.6,
};

/** Words that flip the sentiment of the next three words ("sem dor" is good news). */
export const PT_NEGATORS: ReadonlySet<string> = new Set([
  "nao",
  "nunca",
  "jamais",
  "nem",
  "nenhum",
  "nenhuma",
  "nada",
  "sem",
  "tampouco",
  "ninguem",
]);
